"""Fifth hostile-server round, the shared client's pure parts (tests/integration/test_fetch_redteam5.py has
the servers): request URLs built as browsers build them."""
from __future__ import annotations

import pytest

from changewire_common.http.client import request_url


@pytest.mark.parametrize(("url", "expected"), [
    # explicit default ports
    ("http://hostile.test:80/ok", "http://hostile.test/ok"),
    ("https://hostile.test:443/ok", "https://hostile.test/ok"),
    ("https://hostile.test:80/ok", "https://hostile.test:80/ok"),
    ("http://hostile.test:8080/ok", "http://hostile.test:8080/ok"),
    # leading zeros and an empty port, as browsers write them
    ("http://hostile.test:0080/ok", "http://hostile.test/ok"), ("http://hostile.test:/ok", "http://hostile.test/ok"),
    ("http://hostile.test:08080/ok", "http://hostile.test:8080/ok"), ("http://[::1]:0080/x", "http://[::1]/x"),
    # dot segments, plain and escaped, above the root, at the end; the query is never touched
    ("http://h.test/a/../b", "http://h.test/b"),
    ("http://h.test/./b", "http://h.test/b"),
    ("http://h.test/a/b/../../c", "http://h.test/c"),
    ("http://h.test/a/%2e%2E/c", "http://h.test/c"),
    ("http://h.test/a/.%2e/c", "http://h.test/c"),
    ("http://h.test/../../c", "http://h.test/c"),
    ("http://h.test/a/..", "http://h.test/"),
    ("http://h.test/a/.", "http://h.test/a/"),
    ("http://h.test/a/./b/?next=/../x", "http://h.test/a/b/?next=/../x"),
    ("http://h.test/a..b/.c/..d", "http://h.test/a..b/.c/..d"),
    ("http://h.test:80/x/./y/../../ok", "http://h.test/ok"),
    # full-width and ideographic forms (UTS-46): the ASCII host they map to
    ("http://\uff48\uff4f\uff53\uff54\uff49\uff4c\uff45\uff0e\uff54\uff45\uff53\uff54/ok", "http://hostile.test/ok"),
    ("http://\uff11\uff12\uff17\uff0e\uff10\uff0e\uff10\uff0e\uff11:8080/", "http://127.0.0.1:8080/"),
    ("http://example\u3002com/", "http://example.com/"),
    ("https://\uff25\uff38\uff21\uff2d\uff30\uff2c\uff25.com:443/", "https://example.com/"),
    # a U-label stays one (lower case), an A-label as written
    ("http://B\u00dcCHER.de/", "http://b\u00fccher.de/"),
    ("http://xn--bcher-kva.de/", "http://xn--bcher-kva.de/"),
])
def test_request_url_as_browsers_build_it(url: str, expected: str) -> None:
    assert request_url(url) == expected
    assert request_url(expected) == expected


@pytest.mark.parametrize("url", [
    # full-width or compatibility characters that map to a delimiter: left as they are (no host holds them:
    # they never resolve), never read as userinfo, a port, a path or a fragment
    "http://evil.test\uff20127.0.0.1/", "http://hostile.test\uff1a25/", "http://a\uff03b.test/",
    "http://a\u2100b.test/",
])
def test_uts46_never_makes_a_delimiter(url: str) -> None:
    assert request_url(url) == url


@pytest.mark.parametrize(("cookie_path", "path", "ok"), [
    ("/", "/jobs", True), ("/jobs", "/jobs", True), ("/jobs", "/jobs/1", True), ("/jobs/", "/jobs/1", True),
    ("/job", "/jobs", False), ("/account", "/jobs", False), ("/jobs/1", "/jobs", False),
])
def test_cookie_path_match(cookie_path: str, path: str, ok: bool) -> None:
    from changewire_common.http.client import _path_matches

    assert _path_matches(cookie_path, path) is ok


@pytest.mark.parametrize(("url", "default"), [
    ("http://h.test/sso/start", "/sso"), ("http://h.test/start", "/"), ("http://h.test", "/"),
    ("http://h.test/a/b/", "/a/b"),
])
def test_default_cookie_path(url: str, default: str) -> None:
    from changewire_common.http.client import _default_cookie_path

    assert _default_cookie_path(url) == default


def test_cookies_go_to_the_paths_and_schemes_their_scope_covers() -> None:
    # the per-fetch jar sent every cookie to every path and over plain http: a session cookie scoped to
    # /account went to the careers page, a Secure one over http
    from changewire_common.http.client import _cookies_for

    jar = {("gate", "acme.com", True, "/"): ("ok", "/", False),
           ("sid", "acme.com", True, "/account"): ("s3", "/account", False),
           ("tok", "acme.com", True, "/"): ("t", "/", True),
           ("lang", "acme.com", True, "/"): ("en", "/", False),
           ("lang", "acme.com", True, "/jobs"): ("de", "/jobs", False)}
    assert _cookies_for(jar, "acme.com", "http://acme.com/jobs") == {"gate": "ok", "lang": "de"}
    assert _cookies_for(jar, "acme.com", "https://acme.com/account/me") == {"gate": "ok", "sid": "s3", "tok": "t",
                                                                            "lang": "en"}
    assert _cookies_for(jar, "acme.com", "http://acme.com/") == {"gate": "ok", "lang": "en"}


@pytest.mark.parametrize(("value", "delay"), [
    # a decimal comma and a unit of seconds say what they mean (protego read no number: the delay was ignored)
    ("1,5", 1.5), ("10s", 10.0), ("10 s", 10.0), ("5 seconds", 5.0), ("2 sec", 2.0), ("3,0 # slow down", 3.0),
    # plain numbers as before; what names no seconds stays unread
    ("2.5", 2.5), ("7", 7.0), ("10ms", None), ("10 minutes", None), ("soon", None),
])
def test_crawl_delay_as_people_write_it(value: str, delay: float | None) -> None:
    from protego import Protego

    from changewire_common.http.robots import robots_text, robots_verdict

    body = f"User-agent: *\r\nCrawl-delay: {value}\r\nDisallow: /private\r\n".encode()
    v = robots_verdict(Protego.parse(robots_text(body)), "rules", "https://acme.com/jobs", "changewire")
    assert v.allowed and v.crawl_delay_s == delay


@pytest.mark.parametrize(("data", "start"), [
    (b"HTTP/1.1 200 OK\r\n", 0), (b"\r\n\r\nHTTP/1.1 200 OK\r\n", 4), (b"\nHTTP/1.1 200 OK\r\n", 1),
    (b"  HTTP/1.1 200 OK\r\n", 2), (b"\0HTTP/1.1 200 OK\r\n", 1), (b"\xef\xbb\xbfHTTP/1.1 200 OK\r\n", 3),
    (b"\r\n\xef\xbb\xbfhttp/1.1 200 OK\r\n", 5),
    # too little yet to tell: held back
    (b"\r\n", None), (b"\r\n  HT", None),
    # no status line near: left where it is (the parser refuses it — no HTTP response)
    (b"220 mail.test ESMTP Postfix\r\nHTTP/1.1 200 OK\r\n", 0), (b"SSH-2.0-OpenSSH_9.6\r\n", 0),
    (b"     HTTP/1.1 200 OK\r\n", 0),
])
def test_where_a_response_head_starts(data: bytes, start: int | None) -> None:
    # blank lines or a few stray bytes before the status line failed the response (UNKNOWN): browsers
    # skip blank lines and look for "HTTP/" in the first 4 bytes
    from changewire_common.http.client import _head_start

    assert _head_start(data, 0) == start


def _chunks(size: int, n: int, trailer: bytes = b"") -> bytes:
    return b"".join(b"%x\r\n%s\r\n" % (size, b"x" * size) for _ in range(n)) + b"0\r\n" + trailer + b"\r\n"


@pytest.mark.parametrize(("size", "n", "tracked"), [
    # thousands of row-sized chunks are still framed here (a Content-Length trailer lost such a page: the
    # tracking gave up after 4,096 lines whatever their size)
    (90, 5000, True), (4096, 3000, True), (1, 1000, True),
    # a flood of tiny chunks is left to the parser once past 4,096 lines (bounded work)
    (1, 20000, False), (4, 20000, False),
])
def test_chunk_end_tracking(size: int, n: int, tracked: bool) -> None:
    from changewire_common.http.client import _ChunkEnd

    data = _chunks(size, n, b"Content-Length: 5\r\n") + b"junk"
    t = _ChunkEnd()
    ends = [t.feed(data[i:i + 65536]) for i in range(0, len(data), 65536)]
    if tracked:
        assert ends[-1] == len(data) - 4 - (len(ends) - 1) * 65536, ends[-3:]
    else:
        assert _ChunkEnd.MALFORMED in ends


@pytest.mark.parametrize(("location", "base", "expected"), [
    # a scheme other than the page's starts an authority however many slashes follow (WHATWG URL)
    ("https:/other.com/x", "http://acme.com/a", "https://other.com/x"),
    ("https:other.com/x", "http://acme.com/a", "https://other.com/x"),
    ("HTTPS:////other.com/x", "http://acme.com/a", "https://other.com/x"),
    ("http:/other.com/x", "https://acme.com/a", "http://other.com/x"),
    # the page's own scheme: two slashes or more are an authority, fewer a path (Python read `http:///h/x`
    # as the path /h/x of the page's host)
    ("http:///other.com/x", "http://acme.com/a", "http://other.com/x"),
    ("http:/ok", "http://acme.com/a/b", "http://acme.com/ok"),
    ("http:ok", "http://acme.com/a/b", "http://acme.com/a/ok"),
    ("http://other.com/x", "http://acme.com/a", "http://other.com/x"),
    ("/x", "http://acme.com/a", "http://acme.com/x"),
    # without a scheme: two slashes or more start an authority (Python read `///other.com/x` as a path)
    ("///other.com/x", "https://acme.com/a", "https://other.com/x"),
    ("//other.com/x", "http://acme.com/a", "http://other.com/x"),
])
def test_next_hop_reads_slashes_as_browsers_do(location: str, base: str, expected: str) -> None:
    from changewire_common.http.client import HttpClient

    assert HttpClient()._next_hop(base, location, []) == expected


@pytest.mark.parametrize(("raw", "parsed"), [
    # JSON, spaces, '=' and quotes in a value: kept as set (Python's SimpleCookie dropped the first two and
    # unquoted the last; a gate that sets such a cookie and redirects to itself looped)
    ('geo={"cc":"DE"}; Path=/', ("geo", '{"cc":"DE"}', {"path": "/"})),
    ("consent=necessary analytics; Path=/", ("consent", "necessary analytics", {"path": "/"})),
    ("NID=511=abc; Path=/; HttpOnly; Priority=High", ("NID", "511=abc", {"path": "/"})),
    ('sid="a1b2"; path=/x', ("sid", '"a1b2"', {"path": "/x"})),
    # unknown attributes (Partitioned, Priority) are ignored, not taken for cookies; the last of a name wins
    ("a=b; SameSite=None; Secure; Partitioned", ("a", "b", {"secure": ""})),
    ("a=b; Path=/x; path=/y; Max-Age=0", ("a", "b", {"path": "/y", "max-age": "0"})),
    ("  a = b ;Domain=.Acme.com", ("a", "b", {"domain": ".Acme.com"})),
    ("a@b=1", ("a@b", "1", {})),
    # no name, no "=", a control character: no cookie
    ("=b", None), ("novalue", None), ("a=b\x01c", None),
    # longer than browsers keep: ignored (it would only swell every later request)
    ("big=" + "x" * 4094, None), ("big=" + "x" * 4093, ("big", "x" * 4093, {})),
])
def test_parse_set_cookie(raw: str, parsed: tuple[str, str, dict[str, str]] | None) -> None:
    from changewire_common.http.client import parse_set_cookie

    assert parse_set_cookie(raw) == parsed


async def test_robots_cache_judges_the_url_as_requested() -> None:
    # discovery and repair ask the shared cache too: a dot segment must not walk around a Disallow
    from protego import Protego

    from changewire_common.http import HttpClient, RobotsCache
    from changewire_common.http.robots import _Entry

    cache = RobotsCache(HttpClient(), clock=lambda: 0.0)
    rules = Protego.parse("User-agent: *\nDisallow: /private\n")
    cache._entries["http://acme.com"] = _Entry("rules", 0.0, 1e9, rules=rules, status=200)
    for url in ("http://acme.com/public/../private/x", "http://acme.com/public/%2E%2E/private/x",
                "http://ACME.com:80/./private/x"):
        assert not (await cache.check(url)).allowed, url
    assert (await cache.check("http://acme.com/public/x")).allowed


@pytest.mark.parametrize(("value", "parsed"), [
    # the first charset of a type wins (was the last: a UTF-8 page read as Latin-1)
    ("text/html; charset=utf-8; charset=iso-8859-1", ("text/html", "utf-8")),
    ("text/html; charset=; charset=koi8-r", ("text/html", "koi8-r")),
    ("text/html; charset=utf-8", ("text/html", "utf-8")),
    # a list: the last valid type, keeping an earlier entry's charset of the same type (round 4)
    ("text/html, text/html; charset=utf-8", ("text/html", "utf-8")),
])
def test_content_type_charset_named_twice(value: str, parsed: tuple[str, str]) -> None:
    from changewire_common.http.headers import parse_content_type

    assert parse_content_type(value) == parsed


@pytest.mark.parametrize(("url", "refused"), [
    ("http://acme.com:25/", True), ("http://acme.com:22/x", True), ("https://acme.com:6667/", True),
    ("http://acme.com:10080/", True),
])
async def test_bad_ports_are_refused_before_any_connection(url: str, refused: bool) -> None:
    # a mail, SSH or IRC port: browsers refuse HTTP there (Fetch "bad port"); so does the client, before
    # resolving or connecting (no network is used here)
    from changewire_common.http import FetchError, HttpClient
    from changewire_common.vocab import FailureClass

    async with HttpClient() as client:
        with pytest.raises(FetchError) as ei:
            await client.fetch(url, retries=0)
    assert ei.value.failure_class == FailureClass.BLOCKED_DESTINATION and ei.value.rule == "bad_port"


def test_bad_ports_leave_web_ports_alone() -> None:
    from changewire_common.http.ssrf import BAD_PORTS

    assert not BAD_PORTS & {80, 443, 8000, 8080, 8443, 3000, 5000, 8888, 9000}


def test_the_jar_keeps_as_many_cookies_as_browsers_and_stays_bounded() -> None:
    # 32 was the bound: a session cookie set after 40 others was dropped and the entry redirect looped
    from multidict import CIMultiDict

    from changewire_common.http.client import HttpClient, _cookies_for

    class Resp:
        def __init__(self, cookies: list[str]) -> None:
            self.headers = CIMultiDict(("Set-Cookie", c) for c in cookies)

    jar: dict = {}
    HttpClient._remember_cookies(Resp([f"ab_{i}=v; Path=/" for i in range(40)] + ["SESSION=1; Path=/"]),  # type: ignore[arg-type]
                                 jar, "http://acme.com/shop")
    assert _cookies_for(jar, "acme.com", "http://acme.com/careers")["SESSION"] == "1"
    flood: dict = {}
    HttpClient._remember_cookies(Resp([f"c{i}=v" for i in range(1000)]), flood, "http://acme.com/")  # type: ignore[arg-type]
    assert len(flood) == 180
    big: dict = {}
    HttpClient._remember_cookies(Resp([f"b{i}=" + "x" * 4000 for i in range(40)]), big, "http://acme.com/")  # type: ignore[arg-type]
    assert sum(len(k[0]) + len(v[0]) for k, v in big.items()) <= 65536 and len(big) == 16
