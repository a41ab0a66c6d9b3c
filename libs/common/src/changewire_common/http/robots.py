"""robots.txt (RFC 9309) through protego, cached per origin.

2xx → the rules (first 500 KiB); 4xx other than 429, or a status outside HTTP's classes (LinkedIn's 999) →
allow all; 5xx, 429 or unreachable →
`unavailable` (a temporary full disallow: skip and retry later, never a ROBOTS failure), except
that a stale copy younger than 30 days keeps applying while the file is unreachable — not while it answers 429
or a Retry-After (the site asked us to wait: the copy applies again after that wait). A DNS failure,
a forbidden destination or a failed TLS handshake is not a robots verdict: the page fetch will fail
the same way.
`robots_verdict` is the pure decision; `RobotsCache` does the fetching and caching.
"""
from __future__ import annotations

import asyncio
import codecs
import dataclasses
import functools
import logging
import re
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from protego import Protego

from ..vocab import FailureClass
from .client import FetchError, request_url

if TYPE_CHECKING:
    from .client import FetchResponse, HttpClient

logger = logging.getLogger(__name__)

ROBOTS_MAX_BYTES = 500 * 1024
#: a stale copy keeps applying while robots.txt is unreachable, up to this age (RFC 9309 §2.4)
STALE_MAX_S = 30 * 86400.0


@dataclass(frozen=True)
class RobotsVerdict:
    allowed: bool
    crawl_delay_s: float | None = None
    #: robots.txt answered 5xx/429 or could not be fetched: skip the URL and retry later
    unavailable: bool = False
    #: HTTP status of robots.txt (None when not fetched)
    status: int | None = None
    detail: str = ""
    #: this check made the robots.txt request (it was not cached): count it as a request to the domain
    fetched: bool = False
    #: robots.txt answered 429 / 5xx with a Retry-After: seconds it asked for (skip at least this long)
    retry_after_s: float | None = None


@dataclass
class _Entry:
    kind: str  # "rules" | "allow_all" | "unavailable" | "no_verdict"
    fetched_at: float
    expires_at: float
    rules: Protego | None = None
    status: int | None = None
    detail: str = ""
    retry_after_s: float | None = None
    #: the origin whose own /robots.txt answered (after redirects; "" when another file did)
    served_by: str = ""
    #: an "unavailable" entry's last good copy (rules or allow_all): it applies again once the wait the site asked
    #: for is over and robots.txt still fails without asking for one
    stale: _Entry | None = None


@functools.lru_cache(maxsize=65536)
def robots_origin(url: str) -> str:
    """`scheme://host[:port]` (lower case, default ports dropped) — the key robots.txt applies to."""
    p = urlsplit(url)
    scheme = p.scheme.lower()
    host = (p.hostname or "").lower()
    if ":" in host:
        host = f"[{host}]"
    try:
        port = p.port
    except ValueError:
        port = None
    default = {"http": 80, "https": 443}.get(scheme)
    return f"{scheme}://{host}" + (f":{port}" if port and port != default else "")


def agent_token(user_agent: str) -> str:
    """The product token robots.txt groups match (`changewire/0.1 (+...)` → `changewire`). A User-Agent in the form
    the big crawlers use, `Mozilla/5.0 (compatible; changewire/0.1; +url)` (also after `AppleWebKit/… (KHTML, like
    Gecko; compatible; …)`), names the crawler inside the comment: its robots.txt group is that token's, not
    "mozilla"'s (round 25: the rules written for us were never applied)."""
    ua = user_agent.strip()
    if ua[:8].lower() == "mozilla/":
        m = _COMPATIBLE.search(ua)
        if m is not None:
            return m.group(1).lower()
    token = ua.split("/", 1)[0].split(" ", 1)[0]
    return token.lower() or "*"


#: the crawler's product token in a browser-compatible User-Agent's comment
_COMPATIBLE = re.compile(r"[(;]\s*compatible\s*;\s*([A-Za-z_-]+)", re.IGNORECASE)


def robots_text(body: bytes) -> str:
    """The text of a robots.txt body: UTF-8 (RFC 9309 §2.3) without its byte order mark — a BOM left in
    front of the first `User-agent` line hid the whole first group, its Disallow lines ignored — or
    UTF-16 when a UTF-16 BOM says so. Bad bytes are replaced."""
    if body[:2] in (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE):
        text = body.decode("utf-16", errors="replace").lstrip("\ufeff")
    elif b"\x00" in body:
        text = _with_nuls(body)
    else:
        text = body.decode("utf-8-sig", errors="replace").lstrip("\ufeff")
    # every line end as LF (RFC 9309 §2.2 allows CR, LF and CRLF): the readings below work line by line, and a `^`
    # or `$` never saw a line that a bare CR began or ended — in a CR-only (or mixed) file a versioned agent token,
    # `* (all robots)`, a rule without its slash and "Crawl-delay: 10s" went unread past the first line (round 25)
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if "\ufeff" in text:
        # a byte order mark inside the file (two files concatenated, each saved with its BOM) hid the key of the line
        # it opens — "\ufeffUser-agent: changewire" named no group, and our rules went to the group before it; a
        # zero-width no-break space means nothing anywhere in robots.txt
        text = text.replace("\ufeff", "")
    # a group names a product token ([a-zA-Z_-]+, RFC 9309 §2.2.1): "User-agent: changewire/0.1 (+url)" is
    # the group of `changewire` (as Google's parser reads it); protego compared the whole value, missed
    # it, and the rules written for us were never applied
    # — and so is "User-agent: ChangeWire crawler" or "changewire*": the name ends at the first character that
    # cannot be in one (Google's ExtractUserAgent); protego compared the whole value
    text = _UA_VERSION.sub(r"\1", text)
    if "*" in text:  # "User-agent: * (all robots)" is the global group to Google's parser
        text = _UA_STAR_WORDS.sub(r"\1", text)
    # a rule written as a full URL ("Disallow: https://acme.com/private/") or without its leading slash
    # ("Disallow: private/") means that path: protego matched neither against any path, so what the owner
    # disallowed was fetched. Read as the path (the polite reading)
    text = _RULE_ODD.sub(_rule_path, text)
    # a Crawl-delay written with a decimal comma ("1,5") or a unit ("10s", "10 seconds") says what it means;
    # protego read no number there and the delay was ignored
    return _CRAWL_DELAY_ODD.sub(_crawl_delay_plain, text)


def _with_nuls(body: bytes) -> str:
    """The text of a robots.txt body holding NUL bytes, which no robots.txt line means: UTF-16 saved without its
    byte order mark (an editor's "Unicode"; every other byte of the ASCII lines is NUL) is read as UTF-16, and
    stray NULs (a file padded or cut by its server, NULs in front of the first line) are dropped. Read as they
    came, the NULs hid the key of the line they touched — "\\0User-agent" named no group, every Disallow of the
    file was ignored."""
    head = body[:512]
    if len(head) >= 4:
        odd, even = head[1::2], head[0::2]
        if odd.count(0) * 10 >= len(odd) * 9 and even.count(0) * 10 < len(even):
            return body.decode("utf-16-le", errors="replace").replace("\x00", "")
        if even.count(0) * 10 >= len(even) * 9 and odd.count(0) * 10 < len(odd):
            return body.decode("utf-16-be", errors="replace").replace("\x00", "")
    return body.replace(b"\x00", b"").decode("utf-8-sig", errors="replace").lstrip("\ufeff")


#: an Allow / Disallow value that starts with a scheme or a path character other than "/" and "*"
_RULE_ODD = re.compile(r"(?im)^([ \t]*(?:dis)?allow[ \t]*:[ \t]*)((?:https?://[^/\s#]*)|(?=[A-Za-z0-9_~.%-]))")


def _rule_path(m: re.Match[str]) -> str:
    if m.group(2):  # a scheme and host: the rule is the path after them ("https://acme.com" alone is "/")
        end = m.end()
        rest = m.string[end:end + 1]
        return m.group(1) + ("" if rest == "/" else "/")
    return m.group(1) + "/"


#: a Crawl-delay value protego cannot read but a person can: a decimal comma, a unit of seconds
_CRAWL_DELAY_ODD = re.compile(r"(?im)^([ \t]*crawl-delay[ \t]*:[ \t]*)([0-9]{1,9})(?:([.,])([0-9]{1,9}))?[ \t]*"
                              r"(s|secs?|seconds?)?[ \t]*(?=#|\r?$)")


def _crawl_delay_plain(m: re.Match[str]) -> str:
    if m.group(3) != "," and not m.group(5):
        return m.group(0)
    return f"{m.group(1)}{m.group(2)}" + (f".{m.group(4)}" if m.group(4) else "")


#: a user-agent line's value after its product token
_UA_STAR_WORDS = re.compile(r"(?im)^([ \t]*user-agent[ \t]*:[ \t]*\*)[ \t]+[^\s#][^\r\n#]*")
_UA_VERSION = re.compile(r"(?im)^([ \t]*user-agent[ \t]*:[ \t]*[A-Za-z_-]+)[^A-Za-z_\-\r\n#][^\r\n#]*")


def robots_head(body: bytes, truncated: bool = False) -> bytes:
    """The part of a robots.txt body that is read: the first ROBOTS_MAX_BYTES, ending at the last line end when
    the file was cut. A line cut by the cap is not the line the owner wrote: "Disallow: /private-area/" cut to
    "Disallow: /pri" disallowed /pricing, and "Allow: /docs/public" cut to "Allow: /d" allowed /downloads."""
    if not truncated and len(body) <= ROBOTS_MAX_BYTES:
        return body
    head = body[:ROBOTS_MAX_BYTES]
    end = max(head.rfind(b"\n"), head.rfind(b"\r"))
    return head[:end + 1] if end >= 0 else b""


def robots_verdict(rules: Protego | None, kind: str, url: str, agent: str, *, status: int | None = None,
                   detail: str = "", retry_after_s: float | None = None) -> RobotsVerdict:
    """What robots.txt says about `url` for `agent`. Pure over parsed rules."""
    if kind == "unavailable":
        return RobotsVerdict(allowed=False, unavailable=True, status=status, detail=detail,
                             retry_after_s=retry_after_s)
    if kind != "rules" or rules is None:
        return RobotsVerdict(allowed=True, status=status, detail=detail)
    allowed = bool(rules.can_fetch(url, agent))
    delay = rules.crawl_delay(agent)
    rate = rules.request_rate(agent)
    if rate is not None and getattr(rate, "requests", 0):
        per = rate.seconds / rate.requests
        delay = max(delay or 0.0, per)
    return RobotsVerdict(allowed=allowed, crawl_delay_s=float(delay) if delay else None, status=status,
                         detail="" if allowed else "disallowed by robots.txt")


class RobotsRefusal(FetchError):
    """A redirect hop that robots.txt of its origin disallows (class ROBOTS), or whose robots.txt is
    unavailable (`unavailable`: a temporary full disallow — the caller skips and retries later)."""

    def __init__(self, url: str, detail: str, *, unavailable: bool) -> None:
        super().__init__(FailureClass.ROBOTS, url, detail)
        self.unavailable = unavailable


class HopGuard:
    """`HttpClient.fetch(..., hop_guard=HopGuard(robots))`: every redirect hop is checked against
    robots.txt of its own origin (a page may redirect into a disallowed path or to another site).
    `fetched` counts the robots.txt requests it made (cost and politeness accounting)."""

    __slots__ = ("robots", "fetched")

    def __init__(self, robots: RobotsCache) -> None:
        self.robots = robots
        self.fetched = 0

    async def __call__(self, url: str) -> None:
        v = await self.robots.check(url)
        if v.fetched:
            self.fetched += 1
        if v.unavailable:
            raise RobotsRefusal(url, f"robots.txt of the redirect target {robots_origin(url)} unavailable"
                                + (f": {v.detail}" if v.detail else ""), unavailable=True)
        if not v.allowed:
            raise RobotsRefusal(url, f"robots.txt disallows the redirect target {url}", unavailable=False)


class RobotsLeft(FetchError):
    """robots.txt redirected the way every path of the site is (a rebrand or a move sending each URL to the new
    site's front page or section): there is no robots.txt at the end, so nothing is disallowed. The hop is not
    requested."""

    def __init__(self, url: str) -> None:
        super().__init__(FailureClass.REDIRECT, url, f"robots.txt redirects to a page that is no robots.txt ({url})")


def robots_hop_guard(origin: str) -> Callable[[str], Awaitable[None]]:
    """The hop guard of `origin`'s robots.txt request. Hops are followed (RFC 9309 §2.3.1.2) to a robots.txt
    anywhere (another origin's `/robots.txt`, a CDN's `robots-prod.txt`) and to any path of the same origin (a
    rules file served at `/r1`, a login page); a hop to a front page, or to another site's page whose name is no
    robots file, is the site-wide redirect of a site that moved: no rules there, and the hop is not requested."""

    async def guard(url: str) -> None:
        parts = urlsplit(url)
        if "robots" in parts.path.rsplit("/", 1)[-1].lower():
            return
        if robots_origin(url) != origin or parts.path in ("", "/"):
            raise RobotsLeft(url)

    return guard


class RobotsCache:
    """Per-origin robots.txt cache (LRU, `ttl_s`); concurrent checks of one origin share one fetch."""

    def __init__(
        self,
        client: HttpClient,
        ttl_s: float = 86400.0,
        *,
        unavailable_ttl_s: float = 600.0,
        max_entries: int = 20000,
        agent: str | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.client = client
        self.ttl_s = ttl_s
        self.unavailable_ttl_s = unavailable_ttl_s
        self.max_entries = max_entries
        self.agent = agent or agent_token(client.cfg.user_agent)
        self._clock = clock
        self._entries: OrderedDict[str, _Entry] = OrderedDict()
        self._pending: dict[str, asyncio.Future[_Entry]] = {}
        #: robots.txt requests made (callers count them as fetch units)
        self.requests = 0

    def cached(self, url: str) -> bool:
        """Whether a fresh entry for the URL's origin is in the cache (no request needed)."""
        e = self._entries.get(robots_origin(url))
        return e is not None and e.expires_at > self._clock()

    def invalidate(self, url: str) -> None:
        self._entries.pop(robots_origin(url), None)

    async def check(self, url: str) -> RobotsVerdict:
        # the URL as it goes on the wire: `/public/../private/x` is /private/x, `ｈｏｓｔ．ｔｅｓｔ` is host.test
        url = request_url(url)
        origin = robots_origin(url)
        entry, fetched = await self._entry(origin)
        v = robots_verdict(entry.rules, entry.kind, url, self.agent, status=entry.status, detail=entry.detail,
                           retry_after_s=entry.retry_after_s)
        if fetched:
            v = dataclasses.replace(v, fetched=True)
        return v

    async def _entry(self, origin: str) -> tuple[_Entry, bool]:
        now = self._clock()
        e = self._entries.get(origin)
        if e is not None and e.expires_at > now:
            self._entries.move_to_end(origin)
            return e, False
        fut = self._pending.get(origin)
        if fut is not None:
            return await asyncio.shield(fut), False
        fut = asyncio.get_running_loop().create_future()
        self._pending[origin] = fut
        try:
            fresh = await self._fetch(origin)
            base = e.stale if e is not None and e.kind == "unavailable" else e
            if fresh.kind == "unavailable" and base is not None and base.kind in ("rules", "allow_all") \
                    and now - base.fetched_at < STALE_MAX_S:
                if fresh.status == 429 or fresh.retry_after_s:
                    # the site asked us to wait (a 429 is its rate limit, a Retry-After says when to come back): a
                    # stale copy does not make the page fetchable meanwhile — it was asked for at once, ignoring the
                    # Retry-After and the domain's pause (round 25). The copy is kept for after the wait
                    fresh.stale = base
                else:
                    # unreachable now, but a recent copy exists: keep applying it (RFC 9309 §2.4)
                    base.expires_at = now + self.unavailable_ttl_s
                    fresh = base
            if fresh.kind != "no_verdict":
                self._entries[origin] = fresh
                self._entries.move_to_end(origin)
                if fresh.served_by and fresh.served_by != origin and fresh.served_by not in self._entries:
                    # robots.txt redirected to another origin's /robots.txt (a domain moved wholesale: every path
                    # of the old one 301s to the new one): that file is the other origin's own robots.txt too, read
                    # already — its first page there does not ask it again
                    self._entries[fresh.served_by] = fresh
                while len(self._entries) > self.max_entries:
                    self._entries.popitem(last=False)
            fut.set_result(fresh)
            return fresh, fresh.kind != "no_verdict"
        except BaseException as exc:
            fut.set_exception(exc)
            fut.exception()  # mark retrieved
            raise
        finally:
            self._pending.pop(origin, None)

    async def _fetch(self, origin: str) -> _Entry:
        now = self._clock()
        url = origin + "/robots.txt"
        self.requests += 1
        try:
            resp = await self.client.fetch(url, max_bytes=ROBOTS_MAX_BYTES, truncate=True,
                                           accept="text/plain,*/*;q=0.5", retries=0,
                                           hop_guard=robots_hop_guard(origin))
        except FetchError as exc:
            # an entry lives from the answer (or the timeout), not from the request: a robots.txt that hangs for
            # the whole timeout would otherwise come back already expired (with unavailable_ttl_s shorter than the
            # timeout) and the very next run of the domain would wait out the same hang again (red team round 23)
            now = self._clock()
            if exc.failure_class in (FailureClass.DNS, FailureClass.BLOCKED_DESTINATION) or exc.tls:
                # the page fetch fails the same way (a TLS certificate it rejects, say) and reports it
                return _Entry("no_verdict", now, now, detail=exc.detail)
            if exc.failure_class == FailureClass.REDIRECT:
                # RFC 9309 §2.3.1.2: too many redirects may be treated as "unavailable" (= allow); a redirect to a
                # page that is no robots.txt leaves no rules either (RobotsLeft)
                return _Entry("allow_all", now, now + self.ttl_s, detail=exc.detail)
            return _Entry("unavailable", now, now + self.unavailable_ttl_s,
                          detail=f"robots.txt unreachable: {exc.detail}")
        now = self._clock()
        status = resp.status
        if 200 <= status < 300:
            try:
                head = robots_head(resp.body, resp.truncated)
                # a big file (tens of thousands of rules up to the 500 KiB cap) is a second or more of parsing: done
                # in a thread, the event loop — every other fetch of the process — keeps running meanwhile
                rules = _parse(head) if len(head) <= _PARSE_INLINE_BYTES else await asyncio.to_thread(_parse, head)
            except Exception as exc:  # noqa: BLE001 - a robots.txt we cannot parse says nothing
                logger.warning("robots.txt of %s does not parse: %s", origin, exc)
                return _Entry("allow_all", now, now + self.ttl_s, status=status)
            return _Entry("rules", now, now + self.ttl_s, rules=rules, status=status, served_by=_robots_home(resp))
        if status == 429 or 500 <= status < 600:
            # its Retry-After holds for robots.txt too: asked again before it, the site is asked again before it
            # said it could answer (a 429 for robots.txt is the domain's rate limit)
            ra = resp.retry_after_s if resp.retry_after_s else None
            return _Entry("unavailable", now, now + max(self.unavailable_ttl_s, ra or 0.0), status=status,
                          detail=f"robots.txt answered {status}" + (f", Retry-After {ra:.0f}s" if ra else ""),
                          retry_after_s=ra)
        # 4xx (and unfollowed 3xx): no robots.txt → everything allowed; so is a status outside HTTP's classes
        # (LinkedIn's 999 "request denied"): a refusal of the client like a 403, not a server error — the pages
        # answer it too, and the caller sees that refusal where it matters instead of a robots.txt that is
        # "unavailable" for ever
        return _Entry("allow_all", now, now + self.ttl_s, status=status,
                      served_by=_robots_home(resp) if status in (404, 410) else "")


#: a robots.txt up to this size is parsed on the event loop (a few milliseconds); a longer one in a thread
_PARSE_INLINE_BYTES = 64 * 1024


def _parse(body: bytes) -> Protego:
    return Protego.parse(robots_text(body))


def _robots_home(resp: FetchResponse) -> str:
    """The origin whose own `/robots.txt` answered (after redirects), or "" when it is another file."""
    final = resp.final_url or resp.url
    try:
        parts = urlsplit(final)
    except ValueError:
        return ""
    return robots_origin(final) if parts.path == "/robots.txt" and not parts.query else ""
