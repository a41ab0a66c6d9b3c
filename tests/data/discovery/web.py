"""A scripted company web for the discovery tests: one aiohttp server on 127.0.0.2 serving many virtual
hosts (chosen by the Host header) from a dict `{host: {path: answer}}`, reached through
CHANGEWIRE_CONNECT_TO, with every request logged at the server; and the `discover` helper that runs the
engine against it the way the `discover` CLI does (in-process pacer, spacing 0).

Loaded by path (tests/ is not a package): each test module's `_load_web()` imports it once as
`discovery_web`.

Answers (a path's value; `*` answers every other path but robots.txt; a `*.apex` host answers every
subdomain not listed itself; a path with its query, `/journal?format=rss`, answers that query only; `/x/`
falls back to `/x`):
    str                              an HTML page (200)
    {"redirect": URL, "status": 30x} a redirect (the Net's `redirect_status` when no status is given)
    {"json": obj, "status": n}       application/json (200 unless `status`)
    {"xml": str, "type": ct}         an XML body (application/xml unless `type`)
    {"text": str, "type": ct}        a plain-text body (robots.txt)
    {"bytes": b, "type": ct}         raw bytes (gzip sitemaps)
    {"status": n, "html": str}       an HTML page with another status (404 with a body, 410, 500 ...)
    {"rotate": html}                 the page again with `{hero}` and `{nonce}` changed on every request
    {"forbid": True}                 403 forbidden
    {"challenge": html}              403 + Cloudflare challenge headers and that interstitial
    {"html200": html}                a block page served with 200
    {"echo404": True}                200 "Page not found — /path" echoing the path
    {"cookie_gate": html}            without the `cookie` (default `sid`) cookie: 302 to the very same URL setting
                                     it (how many sites start a session); with it, the page. With `"via": path`,
                                     the 302 (setting it) goes to that path instead (a cookie-check page)
    {"redirect": URL, "set_cookie": c} a redirect that sets the cookie `c` (`sid=…`)
    {..., "delay": s}                any answer (a dict) sent only after `s` seconds (a slow or hanging server)
    {..., "fail_first": n}           any answer (a dict) preceded by `n` answers 503 (`Retry-After: 1`) to that
                                     host and path: a server that errs once, then answers
    {..., "headers": {name: value}}  any answer with extra response headers (`Link: </feed.xml>; rel="alternate"`);
                                     a list of (name, value) pairs sends a header more than once

`Net(..., rate_limit={host: n})`: a host that rate-limits — past its first `n` requests (since the log was last
cleared), every request to it is answered 429 with `Retry-After: 120` (as a CDN's rate rule does).

`serve(sites, tls=True)` serves over TLS with a certificate from the test CA in tls/ (trusted through
SSL_CERT_FILE by a `changewire` subprocess); `Net(..., to_https=True)` is the plain-http side of such a site
(every request 301 → https); `connect_to_ports` maps port 80 and 443 of each host to the two servers.
"""
from __future__ import annotations

import asyncio
import hashlib
import json
import re
import ssl
import time
from collections.abc import AsyncIterator, Callable, Iterable, Mapping
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from aiohttp import web

from changewire_common.http.client import HttpClient, HttpConfig
from changewire_discovery.engine import Discoverer, DiscoveryResult, InProcessPacer
from changewire_discovery.settings import DiscoverySettings

BIND = "127.0.0.2"
NOT_FOUND_HTML = "<html><head><title>Not found</title></head><body>404</body></html>"

_WORDS = ("harbour engine ledger signal meadow copper lantern orbit canvas thread summit beacon delta "
          "prism anchor falcon garden river stone ember willow cedar marble quartz").split()


_WORKDAY_SEARCH = re.compile(r"^/wday/cxs/[^/]+/[^/]+/jobs/?$")


def filler(seed: str, n: int = 45) -> str:
    """Deterministic filler text that changes with `seed` (rotating heroes)."""
    h = hashlib.sha256(seed.encode()).digest()
    return " ".join(_WORDS[(h[i % len(h)] ^ (i * 13 & 0xFF)) % len(_WORDS)] + ("." if i % 9 == 8 else "")
                    for i in range(n))


class Net:
    """The server's state: the sites it serves and every request it saw, in order. With `to_https`, every
    request is answered 301 to the same URL over https (the plain-http side of an https site)."""

    def __init__(self, sites: dict[str, dict[str, Any]], *, redirect_status: int = 301,
                 echo_page: Callable[[str], str] | None = None, to_https: bool = False,
                 rate_limit: dict[str, int] | None = None) -> None:
        self.sites = sites
        self.rate_limit = rate_limit or {}
        self.redirect_status = redirect_status
        self.echo_page = echo_page
        self.to_https = to_https
        #: (host, path) of every request, in order; `times` holds when each came (time.monotonic())
        self.log: list[tuple[str, str]] = []
        self.times: list[float] = []
        self.served_count = 0  # rotating answers served so far (each one differs)
        self._failed: dict[tuple[str, str], int] = {}  # 503s sent so far by a `fail_first` answer
        self.port = 0
        self._runner: web.AppRunner | None = None

    def site_for(self, host: str) -> dict[str, Any]:
        site = self.sites.get(host)
        if site is not None:
            return site
        return next((v for k, v in self.sites.items() if k.startswith("*.") and host.endswith(k[1:])), {})

    async def handle(self, request: web.Request) -> web.StreamResponse:
        host = (request.host or "").split(":")[0].lower()
        self.log.append((host, request.path))
        self.times.append(time.monotonic())
        if (request.method == "POST") != bool(_WORKDAY_SEARCH.match(request.path)):
            # as the real servers answer: Workday's job search takes a POST of a search, every page a GET
            return web.Response(status=405, text="method not allowed")
        if host in self.rate_limit and len(self.paths(host)) > self.rate_limit[host]:
            return web.Response(status=429, text="Too Many Requests", headers={"Retry-After": "120"})
        if self.to_https:
            return web.Response(status=301, headers={"Location": f"https://{host}{request.path_qs}"})
        site = self.site_for(host)
        r = site.get(request.path_qs) if request.query_string else None
        if r is None:
            r = site.get(request.path)
        if r is None and request.path != "/" and request.path.endswith("/"):
            r = site.get(request.path.rstrip("/"))
        if r is None and "*" in site and request.path != "/robots.txt":
            r = site["*"]
        if r is None:
            return web.Response(status=404, text=NOT_FOUND_HTML, content_type="text/html")
        if isinstance(r, dict) and r.get("delay"):
            await asyncio.sleep(r["delay"])
        if isinstance(r, dict) and r.get("fail_first"):
            key = (host, request.path_qs)
            if self._failed.get(key, 0) < r["fail_first"]:
                self._failed[key] = self._failed.get(key, 0) + 1
                return web.Response(status=503, text="Service Unavailable", headers={"Retry-After": "1"})
        return self.answer(r, host, request)

    def answer(self, r: Any, host: str, request: web.Request) -> web.StreamResponse:
        resp = self._answer(r, host, request)
        if isinstance(r, dict) and "headers" in r:
            # extra response headers (an HTTP `Link:` header naming a feed); a list of pairs repeats a header
            for k, v in (r["headers"].items() if isinstance(r["headers"], dict) else r["headers"]):
                resp.headers.add(k, v)
        return resp

    def _answer(self, r: Any, host: str, request: web.Request) -> web.StreamResponse:
        if isinstance(r, str):
            return web.Response(text=r, content_type="text/html")
        if "redirect" in r:
            headers = {"Location": r["redirect"]}
            if "set_cookie" in r:
                headers["Set-Cookie"] = f"{r['set_cookie']}; Path=/"
            return web.Response(status=r.get("status", self.redirect_status), headers=headers)
        if "rotate" in r:
            # the page again, with a hero and a nonce that change on every request
            self.served_count += 1
            seed = f"{host}{request.path}{self.served_count}"
            return web.Response(text=r["rotate"].replace("{hero}", filler(seed)).replace(
                "{nonce}", hashlib.sha256(seed.encode()).hexdigest()), content_type="text/html")
        if "forbid" in r:
            return web.Response(status=403, text="forbidden")
        if "challenge" in r:
            return web.Response(status=403, text=r["challenge"], content_type="text/html",
                                headers={"Server": "cloudflare", "cf-mitigated": "challenge"})
        if "cookie_gate" in r:
            name = r.get("cookie", "sid")
            if name not in request.cookies and "via" in r:
                return web.Response(status=302, headers={"Location": f"{request.scheme}://{host}{r['via']}",
                                                         "Set-Cookie": f"{name}=s3ss10n; Path=/; HttpOnly"})
            if name not in request.cookies:
                return web.Response(status=302, headers={"Location": f"{request.scheme}://{host}{request.path_qs}",
                                                         "Set-Cookie": f"{name}=s3ss10n; Path=/; HttpOnly"})
            return web.Response(text=r["cookie_gate"], content_type="text/html")
        if "html200" in r:
            return web.Response(text=r["html200"], content_type="text/html")
        if "html" in r:
            return web.Response(status=r.get("status", 200), text=r["html"], content_type="text/html")
        if "echo404" in r:
            body = (self.echo_page(request.path) if self.echo_page else
                    f"<html><head><title>Page not found — {request.path}</title></head><body><h1>Page not found</h1>"
                    f"<p>We could not find {request.path}.</p><a href=\"/\">Back home</a></body></html>")
            return web.Response(text=body, content_type="text/html")
        if "json" in r:
            return web.Response(status=r.get("status", 200), text=json.dumps(r["json"]), content_type="application/json")
        if "xml" in r:
            return web.Response(text=r["xml"], content_type=r.get("type", "application/xml"))
        if "bytes" in r:
            return web.Response(body=r["bytes"], content_type=r.get("type", "application/octet-stream"))
        return web.Response(text=r["text"], content_type=r.get("type", "text/plain"))

    def paths(self, host: str) -> list[str]:
        """Paths asked of one host, in order."""
        return [p for h, p in self.log if h == host]

    def served(self, suffix: str) -> list[tuple[str, str]]:
        """(host, path) asked of a host or any host under it."""
        return [(h, p) for h, p in self.log if h == suffix or h.endswith("." + suffix)]


#: a test CA and a certificate it signed for `tlsco.test` and `*.tlsco.test` (valid to 2125): TLS fixtures
#: trust it through SSL_CERT_FILE (a subprocess's OpenSSL default paths)
TLS_DIR = Path(__file__).resolve().parent / "tls"
TLS_CA = TLS_DIR / "ca.pem"


def tls_context() -> ssl.SSLContext:
    ctx = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    ctx.load_cert_chain(TLS_DIR / "server.pem", TLS_DIR / "server.key")
    return ctx


@asynccontextmanager
async def serve(sites: dict[str, dict[str, Any]], *, tls: bool = False, **kw: Any) -> AsyncIterator[Net]:
    """A Net on 127.0.0.2 and a free port for the duration of the block (over TLS with `tls`)."""
    n = Net(sites, **kw)
    app = web.Application()
    app.router.add_route("*", "/{tail:.*}", n.handle)
    n._runner = web.AppRunner(app, access_log=None)
    await n._runner.setup()
    site = web.TCPSite(n._runner, BIND, 0, ssl_context=tls_context() if tls else None)
    await site.start()
    n.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    try:
        yield n
    finally:
        await n._runner.cleanup()


def net_fixture(sites: dict[str, dict[str, Any]], **kw: Any) -> Any:
    """A pytest fixture `net` serving `sites` (assign it in the test module: `net = net_fixture(SITES)`)."""

    @pytest.fixture
    async def net() -> AsyncIterator[Net]:
        async with serve(sites, **kw) as n:
            yield n

    return net


def apexes(sites: Iterable[str]) -> list[str]:
    """The company domains among the hosts (`acme.test`): mapped with their `*.` subdomains."""
    return sorted({h for h in sites if h.endswith(".test") and h.count(".") == 1})


def connect_to(port: int, sites: Iterable[str], *, wildcard: bool = True, extra: Iterable[str] = ()) -> str:
    """CHANGEWIRE_CONNECT_TO for the hosts, as a caller maps them: with `wildcard`, each company apex
    plus `*.apex` (every subdomain exists) and every other host (vendors) by name; without, each host by
    name only (a subdomain not listed does not exist). `extra` hosts are added by name."""
    hosts = [h for h in sites if not h.startswith("*.")]
    if wildcard:
        aps = apexes(hosts)
        pairs = [f"{a}={BIND}:{port},*.{a}={BIND}:{port}" for a in aps]
        pairs += [f"{h}={BIND}:{port}" for h in sorted(hosts)
                  if h not in aps and not any(h.endswith("." + a) for a in aps)]
    else:
        pairs = [f"{h}={BIND}:{port}" for h in sorted(hosts)]
    pairs += [f"{h}={BIND}:{port}" for h in extra]
    return ",".join(pairs)


def connect_to_ports(http_port: int, https_port: int, sites: Iterable[str]) -> str:
    """CHANGEWIRE_CONNECT_TO for sites served on two ports: port 80 of every host (and of its apex's `*.`
    subdomains) to the plain-http server, port 443 to the TLS one."""
    hosts = [h for h in sites if not h.startswith("*.")]
    names = hosts + [f"*.{a}" for a in apexes(hosts)]
    return ",".join(f"{h}:80={BIND}:{http_port},{h}:443={BIND}:{https_port}" for h in names)


def settings(net: Net, *, wildcard: bool = True, extra: Iterable[str] = (), **kw: Any) -> DiscoverySettings:
    return DiscoverySettings(connect_to=connect_to(net.port, net.sites, wildcard=wildcard, extra=extra),
                             fetch_allow_cidrs=(f"{BIND}/32",), politeness_spacing_s=0.0, **kw)


async def discover(net: Net, website: str, *, wildcard: bool = True, extra: Iterable[str] = (),
                   check_budget: bool = True, **kw: Any) -> DiscoveryResult:
    """Run discovery on `website` as the `discover` CLI does (the server's log starts empty). With
    `check_budget`, the budget holds where it matters: an https link that cannot connect on this
    http-only loopback is counted but never reaches the server, so served ≤ counted ≤ the budget."""
    s = settings(net, wildcard=wildcard, extra=extra, **kw)
    net.log.clear()
    net.times.clear()
    async with HttpClient(HttpConfig.from_settings(s)) as client:
        res = await Discoverer(client, InProcessPacer(s.politeness_spacing_s), s).discover(website)
    if check_budget:
        assert len(net.log) <= res.requests <= s.request_budget, (len(net.log), res.requests)
    return res


async def discover_cli(sites: dict[str, dict[str, Any]], website: str, *, timeout: float = 60) -> tuple[int, Any, str, int]:
    """`changewire discover WEBSITE --json` as a caller scripts it, against `sites` served for the call: (exit code, the
    parsed JSON document or None, stderr, requests the server saw)."""
    import asyncio
    import os
    import sys

    async with serve(sites) as n:
        env = {k: v for k, v in os.environ.items() if not k.startswith("CHANGEWIRE_")}
        env.update(CHANGEWIRE_CONNECT_TO=connect_to(n.port, sites), CHANGEWIRE_FETCH_ALLOW_CIDRS=f"{BIND}/32",
                   CHANGEWIRE_POLITENESS_SPACING_S="0")
        exe = Path(sys.executable).with_name("changewire")
        proc = await asyncio.create_subprocess_exec(str(exe), "discover", website, "--json", env=env,
                                                    stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        out, err = await asyncio.wait_for(proc.communicate(), timeout)
        served = len(n.log)
    doc = json.loads(out) if proc.returncode == 0 and out.strip() else None
    return proc.returncode or 0, doc, err.decode(), served


def selected(res: DiscoveryResult) -> dict[str, Any]:
    """surface → the selected candidate."""
    return {str(c.surface): c for c in res.selected}


def url_matches(c: Any, want: Any) -> bool:
    """A selected candidate's URL (its `kind:` prefix dropped) is what a company table wants: a URL exactly, a
    {"prefix": …}, or a tuple of either (any of them)."""
    if isinstance(want, tuple):
        return any(url_matches(c, w) for w in want)
    if isinstance(want, dict):
        return bool(c.url.split(":", 1)[-1].startswith(want["prefix"]))
    return bool(c.url.split(":", 1)[-1] == want)


async def check_company(net: Net, website: str, want: Mapping[str, Any], absent: Iterable[str], *,
                        never: Iterable[str] = (), never_asked: Iterable[str] = (), at_most: int) -> None:
    """Discover `website` and check it as the whole-company rounds (10 and later) do: each wanted surface (`a|b`: one
    of them) selected at the URL wanted, no `absent` surface selected, no selected URL holding a `never` fragment, no
    request served to a `never_asked` host, at most `at_most` requests."""
    res = await discover(net, website)
    assert res.outcome == "active", res.error
    sel = selected(res)
    wrong = {}
    for s, w in want.items():
        got = [sel[x] for x in s.split("|") if x in sel and url_matches(sel[x], w)]
        if not got:
            wrong[s] = [sel[x].url if x in sel else None for x in s.split("|")]
    assert not wrong, (wrong, {s: c.url for s, c in sel.items()})
    assert not [s for s in absent if s in sel], [(s, sel[s].url) for s in absent if s in sel]
    never = tuple(never)
    bad = [c.url for c in res.selected if any(x in c.url for x in never)]
    hosts = set(never_asked)
    bad += [f"served {h}{p}" for h, p in net.log if h in hosts]
    assert not bad, bad
    assert res.requests <= at_most, (res.requests, [(r.purpose, r.url) for r in res.request_log])


def company_test(expected: Mapping[str, tuple[Mapping[str, Any], Iterable[str]]], never: Mapping[str, Iterable[str]],
                 never_asked: Mapping[str, Iterable[str]], at_most: Mapping[str, int],
                 known_wrong: Mapping[str, str]) -> Callable[..., Any]:
    """The parametrized test a whole-company round (10 and later) runs over its tables: one case per website, strict
    xfail for the `known_wrong` ones, each checked by `check_company`. A round names it:
    `test_round_ten_company_sites = W.company_test(EXPECTED, NEVER, NEVER_ASKED, AT_MOST, KNOWN_WRONG)`."""
    @pytest.mark.parametrize("website", [
        pytest.param(w, marks=pytest.mark.xfail(strict=True, reason=known_wrong[w])) if w in known_wrong else w
        for w in sorted(expected)])
    async def test(net: Net, website: str) -> None:
        want, absent = expected[website]
        await check_company(net, website, want, absent, never=never.get(website, ()),
                            never_asked=never_asked.get(website, ()), at_most=at_most[website])

    return test


def matches(c: Any, want: Any) -> bool:
    """A selected candidate is what a table wants: `*` anything, a URL exactly, or {kind/vendor/token: value}."""
    if want == "*":
        return True
    if isinstance(want, str):
        return bool(c.url == want)
    return all(str(c.kind if k == "kind" else c.config.get(k)) == v for k, v in want.items())


def wrong_surfaces(res: DiscoveryResult, want: dict[str, Any], absent: Iterable[str] = ()) -> dict[str, Any]:
    """What differs from a table row: wanted surfaces missing or other (→ the URL got), and absent ones present."""
    sel = selected(res)
    out: dict[str, Any] = {s: (sel[s].url if s in sel else None) for s, w in want.items()
                           if s not in sel or not matches(sel[s], w)}
    out.update({f"not {s}": sel[s].url for s in absent if s in sel})
    return out


# ---------------------------------------------------------------- page pieces shared by the rounds' sites


def rss(title: str, link: str, items: int = 3) -> dict[str, Any]:
    return {"xml": f'<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>{title}</title>'
                   f"<link>{link}</link><description>{title}</description>"
                   + "".join(f"<item><title>{title} post {i}</title><link>{link}post-{i}</link>"
                             f"<pubDate>Mon, 0{i} Nov 2026 09:00:00 GMT</pubDate></item>" for i in range(1, items + 1))
                   + "</channel></rss>", "type": "application/rss+xml"}


def atom(title: str, link: str) -> dict[str, Any]:
    return {"xml": f'<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>{title}'
                   f'</title><link href="{link}"/><updated>2026-11-30T09:00:00Z</updated><id>{link}</id>'
                   + "".join(f'<entry><title>{title} {i}</title><link href="{link}p{i}"/><id>{link}p{i}</id>'
                             f"<updated>2026-11-0{i}T09:00:00Z</updated></entry>" for i in range(1, 4))
                   + "</feed>", "type": "application/atom+xml"}


def feed_link(href: str, kind: str = "rss", title: str = "Blog") -> str:
    return f'<link rel="alternate" type="application/{kind}+xml" title="{title}" href="{href}">'


def hreflang(paths: dict[str, str]) -> str:
    return "".join(f'<link rel="alternate" hreflang="{lg}" href="{p}">' for lg, p in paths.items())


def eu(host: str, **paths: Any) -> dict[str, Any]:
    """An expectation's URLs on another host: each surface's path (or tuple of paths) as `//host/path`."""
    b = f"//{host}"
    return {s: (tuple(b + x for x in p) if isinstance(p, tuple) else b + p) for s, p in paths.items()}


# ------------------------------------------------- a company's marketing site from its menus (rounds 21-23)

_TRADE_WORDS = ("apron bolt cog dowel emery flange gasket hinge ingot jig kiln lathe mortar nib oakum pawl quoin rivet "
          "shim tenon umber vise weld yoke").split()

Links = list[tuple[str, str]]


def prose(seed: str, n: int = 60) -> str:
    """Distinct, deterministic filler per page (pages of one site must not look like copies)."""
    h = hashlib.sha256(seed.encode()).digest()
    return " ".join(_TRADE_WORDS[(h[i % len(h)] ^ (i * 37 & 0xFF)) % len(_TRADE_WORDS)] + ("." if i % 10 == 9 else "")
                    for i in range(n))


def page(title: str, chrome_html: str = "", head: str = "", main: str = "", lang: str = "en") -> str:
    return (f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>'
            f'<meta name="viewport" content="width=device-width,initial-scale=1">{head}</head>'
            f"<body>{chrome_html}<main><h1>{title}</h1>{main}<p>{prose(title)}</p></main></body></html>")


def chrome(top: Links, foot: Links) -> str:
    return ('<header class="site-header"><a href="/" class="logo" aria-label="Home">Logo</a><nav aria-label="Main"><ul>'
            + "".join(f'<li><a href="{h}">{t}</a></li>' for h, t in top) + '</ul></nav></header><footer class="footer">'
            '<ul class="footer-links">' + "".join(f'<li><a href="{h}">{t}</a></li>' for h, t in foot)
            + "</ul><p>© 2026</p></footer>")


def pages(chrome_html: str, links: Links, mains: dict[str, str] | None = None, head: str = "") -> dict[str, Any]:
    """Every relative link answered by a page titled by its label."""
    out: dict[str, Any] = {}
    for h, t in links:
        p = h.split("#")[0]
        if p.startswith("/") and not p.startswith("//") and p != "/" and p not in out:
            out[p] = page(t, chrome_html, head=head, main=(mains or {}).get(p, ""))
    return out


def site(name: str, top: Links, foot: Links, *, head: str = "", home_main: str = "",
         mains: dict[str, str] | None = None, heads: dict[str, str] | None = None) -> dict[str, Any]:
    """A company's marketing site: its homepage and a page for every relative link of its chrome."""
    ch = chrome(top, foot)
    out = {"/": page(name, ch, head=head, main=home_main), **pages(ch, top + foot, mains)}
    for p, h in (heads or {}).items():
        out[p] = page(dict(top + foot).get(p, p), ch, head=h, main=(mains or {}).get(p, ""))
    return out


def pre(url: str) -> dict[str, str]:
    return {"prefix": url}


def posts(base: str, n: int = 6) -> str:
    return "".join(f'<article class="post-card"><a href="{base}post-{i}-{prose(base + str(i), 3).replace(" ", "-")}">'
                   f"{prose(base + str(i), 7)}</a><time>2026-11-{10 + i:02d}</time></article>" for i in range(1, n + 1))
