"""Red team, round 19 (fetcher): conditional GETs and validators as real servers and CDNs get them wrong, and what the
service stores as a sensor's validators afterwards — through `changewire fetch URL [--etag E] [--last-modified LM]
--json` and `changewire run-sensor ID --json --force` run two or three times against one server (real PostgreSQL:
the next run must send the right validator and record the right outcome) — then charsets as the shared client decodes
them (FetchResponse.text(), and sniffed_charset(): the charset the service stores for the differ). Raw asyncio servers
on 127.0.0.2 (tests/data/fetcher/rawsite.py; names mapped by CHANGEWIRE_CONNECT_TO). Rounds 1-18 are not repeated
(round 11: the validators' forms on the command line; 13: empty 200s carrying the validator sent, 412 re-asked; 15: a
weak tag sent back, If-None-Match ignored, a 304 with a new tag / none / a new date stored, Apache's "-gzip" tag on a
304, a future Last-Modified through `fetch`; 3, 4, 6: BOMs, quoted charsets, UTF-16 LE without a BOM, WHATWG labels).

Probed, 73 cases here (each expectation written before it was run) and 26 pure ones in
tests/unit/common/test_http_redteam19.py:
- conditional GETs through `fetch --json` (26): nginx / Apache tags from the other node of a balancer, Jetty's
  "--gzip" tag, Apache's "-gzip" tag it cannot match, weak sent / strong answered and the reverse, If-Modified-Since
  ignored, a 304 to a request that sent no validator (UNKNOWN: no baseline), a 304 with a body, a 304 changing the
  Content-Type, a 200 with the very tag sent, Cache-Control no-store / private, Vary: * on 200 and 304, Age with a
  skewed Date on 200 and 304, an epoch date sent, a 412 to If-Modified-Since alone (asked again without it), a
  changed tag with an old date, a 304 with both Content-Length and chunked, two tags sent, Cloudflare's REVALIDATED
  304, a 304 rotating a session cookie, a page "back in time", an HTTP/1.0 304;
- what the service stores and sends next (`run-sensor ID` two or three times, 26): a weak tag, per-node tags, the
  "-gzip" tag, a Last-Modified in the future (with a Date, without, with a Date that does not parse), an hour after
  the Date, renewed into the future by a 304, equal to the Date, in RFC 850 form, with a Date from a dead clock;
  the epoch of a Nix store and a DOS zero date; IIS's `ETag: ""` and `W/""`; no-store and Vary: * keeping validators;
  validators dropped by the server, kept across a 503, a 304 with a body, a 304 to the first run, a bare tag, a 304
  weakening the tag, a 304 carrying an empty tag or an epoch date, a 412 then a new tag;
- charsets through the client (16): BOM vs header vs <meta>, a UTF-16BE BOM under a UTF-8 header, header vs
  <meta>, a <meta> after 1 KiB and after 8 KiB, x-user-defined in a <meta> and in the header, UTF-16BE without a BOM,
  a <meta> claiming UTF-16, a quoted charset among parameters, an XHTML declaration against its <meta>, a feed's
  declaration against a <meta> in CDATA, a UTF-16LE BOM over a <meta>, a BOM over a feed's declaration, "utf8",
  SHIFT_JIS with blanks;
- the charset the fetcher found, read by the differ (`run-sensor ID` twice, the change's text) (5): Shift_JIS,
  EUC-KR and windows-1251 named by the header alone; controls: ISO-8859-1 header over a UTF-8 page with its <meta>,
  windows-1252 named by the <meta> alone.

Wrong on the code before this round (9cef41f): 16 of 73 here, 12 of 26 pure; all fixed, none xfail.
- validators that name no version were stored and sent back (8): `Last-Modified` of the epoch or 1980 (nginx's
  default `if_modified_since exact` answers 304 to every later content of a Nix-store file: changes missed), an
  empty tag (`""`, `W/""`; a 304 carrying one, or an epoch date, replaced the good stored value);
- a Last-Modified later than the response's Date / our clock was sent back (5): a server that answers 304 to anything
  "not modified since" the date sent (Express' `fresh`, Django, nginx `before`) would hide every edit until then.
  RFC 9110 §8.8.2.1 has the origin send its Date instead: the Date is stored (our clock without one).
  headers.storable_etag / headers.storable_last_modified, used by handlers._from_response for a 200 and a 304;
- an XHTML theme's `<?xml … encoding="ISO-8859-1"?>` won over the page's `<meta charset=utf-8>` (mojibake): an HTML
  document's <meta> decides (WHATWG sniffing has no XML declaration), the declaration only when no <meta> names one
  or the document is no HTML (charset._XML_DECL_HTML in sniff_charset); x-user-defined in a <meta> named nothing
  (now windows-1252, the HTML standard's prescan rule) (2, one test);
- the differ never saw the charset the fetcher found: it reads the observation's bare media type, so a page whose
  charset only its Content-Type header names (Shift_JIS, EUC-KR, windows-1251) was read as windows-1252 and every
  change's text was mojibake ("�Ì—p�î•ñ" for 採用情報) (3). differ store.load_context passes `type; charset=…`
  from the observation's `charset` column (the previous snapshot's too; READER changes with store.py, so stored
  states are re-read once with it).

Found right (pins): every `fetch --json` conditional case; per-node and "-gzip" tags (a whole page each run, ok),
no-store / Vary: * (validators kept), the 412 re-ask storing the new tag, a 304 with a body, the client's charsets
other than the two above.

Left alone: `charset=x-user-defined` in the header falls to the <meta> / detection (browsers use WHATWG's
x-user-defined decoder: private-use characters, no better to read); a Last-Modified that is no date is kept as written
(round 15's pin); a header charset beats a disagreeing <meta> as browsers read it (a header's windows-1252 over a
windows-1250 page stays mojibake, stable between runs). Cost: two date parses per 200 / 304 kept (no body work);
one regex match when a body starts with an XML declaration; the differ's query builds one string.
"""
from __future__ import annotations

import itertools
import json
from datetime import datetime, timedelta, timezone
from email.utils import parsedate_to_datetime
from typing import Any

import pytest
from cw_testdata import load_module

pytestmark = pytest.mark.integration

R = load_module("fetcher_rawsite", "data/fetcher/rawsite.py", reuse=True)
raw, page, triple = R.raw, R.page, R.triple
site, cli = R.site, R.cli  # the shared fixtures (rawsite.py)
WITHIN = 7.0
BASE = "http://www.acme-corp.com"
HTML_TYPE = b"Content-Type: text/html; charset=UTF-8"
CAREERS = (b'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Careers | Acme Logistics</title></head>'
           b'<body><main><h1>Join Acme</h1><ul><li><a href="/careers/1042">Senior Backend Engineer (Go), Berlin</a></li>'
           b'<li><a href="/careers/1043">Customer Success Manager, Lisbon</a></li></ul></main></body></html>')


def _connect(site: Any) -> str:
    return ",".join(f"{n}={site.ip}:{site.port}" for n in ("acme-corp.com", "www.acme-corp.com"))


def _304(*headers: bytes, body: bytes = b"") -> bytes:
    if body:  # a 304 announcing and sending a body (RFC 9110 §15.4.5: it has none)
        return raw(b"304 Not Modified", list(headers), body)
    return raw(b"304 Not Modified", list(headers), length=False)


def _200(*headers: bytes, body: bytes = CAREERS) -> bytes:
    return raw(b"200 OK", [HTML_TYPE, *headers], body)


# ------------------------------------------------------------------ 1. conditional GETs through `fetch --json`

E1 = '"5f3a-61c2b9e0a4f40"'       # nginx: hex mtime - hex size
E2 = '"5f3a-61c2b9e0a4f41"'       # the same file on the other node (a different mtime after rsync)
APACHE_A = '"2aa6-5f3a61c2b9e0a-4e1b0c"'  # Apache's FileETag INode MTime Size on node A
APACHE_B = '"2aa6-5f3a61c2b9e0a-91c2d3"'  # … and node B (another inode)
LM = "Tue, 01 Dec 2026 08:00:00 GMT"

CONDITIONAL: dict[str, tuple[bytes, list[str], tuple[str, int, str | None], dict[str, str]]] = {
    # name: (answer, CLI arguments, expected triple, request fields the server must have seen)
    # nginx behind a load balancer: the other node's tag for the same file — the page, whole
    "other-node-etag-200": (_200(b"ETag: " + E2.encode()), ["--etag", E1], ("ok", 200, None), {"if-none-match": E1}),
    # Apache's inode tag from the other node
    "apache-inode-etag-200": (_200(b"ETag: " + APACHE_B.encode()), ["--etag", APACHE_A], ("ok", 200, None),
                              {"if-none-match": APACHE_A}),
    # Jetty's gzip'd variant ("--gzip" inside the quotes), sent back as given and answered 304
    "jetty-gzip-etag-304": (_304(b'ETag: W/"1a2b3c4d--gzip"'), ["--etag", 'W/"1a2b3c4d--gzip"'],
                            ("not_modified", 304, None), {"if-none-match": 'W/"1a2b3c4d--gzip"'}),
    # Apache's "-gzip" variant that Apache itself cannot match (bug 45023): the page, whole
    "apache-gzip-etag-200": (_200(b'ETag: "2aa6-5f3a61c2b9e0a-gzip"', b"Content-Encoding: identity"),
                             ["--etag", '"2aa6-5f3a61c2b9e0a-gzip"'], ("ok", 200, None),
                             {"if-none-match": '"2aa6-5f3a61c2b9e0a-gzip"'}),
    # a weak tag sent, the 304 naming the strong form
    "weak-sent-strong-304": (_304(b"ETag: " + E1.encode()), ["--etag", "W/" + E1], ("not_modified", 304, None),
                             {"if-none-match": "W/" + E1}),
    # a strong tag sent, the page answered with its weak form and a body (nginx gzip'd it): the page
    "strong-sent-weak-200-body": (_200(b"ETag: W/" + E1.encode()), ["--etag", E1], ("ok", 200, None),
                                  {"if-none-match": E1}),
    # If-Modified-Since ignored (a PHP page sending its file's date): the page, whole, the same date
    "ims-ignored": (_200(b"Last-Modified: " + LM.encode()), ["--last-modified", LM], ("ok", 200, None),
                    {"if-modified-since": LM}),
    # a 304 to a request that sent no validator (a CDN answering from its cache for someone else): no baseline
    "304-unasked": (_304(b"ETag: " + E1.encode(), b"Age: 120"), [], ("failed", 304, "UNKNOWN"), {}),
    # a 304 that sends a body after its head (Content-Length and bytes): not modified, no bytes read
    "304-with-body": (_304(b"ETag: " + E1.encode(), body=CAREERS), ["--etag", E1], ("not_modified", 304, None),
                      {"if-none-match": E1}),
    # a 304 naming another Content-Type than the page had (a CDN's default): not modified
    "304-changes-content-type": (_304(b"ETag: " + E1.encode(), b"Content-Type: text/plain"), ["--etag", E1],
                                 ("not_modified", 304, None), {"if-none-match": E1}),
    # 200 with the very tag sent and the whole page (a server that never answers 304): the page
    "200-same-etag-with-body": (_200(b"ETag: " + E1.encode()), ["--etag", E1], ("ok", 200, None),
                                {"if-none-match": E1}),
    # Cache-Control: no-store / private on the page: the page (no cache here; the validators still compared)
    "no-store-200": (_200(b"ETag: " + E1.encode(), b"Cache-Control: no-store, no-cache, must-revalidate, max-age=0",
                          b"Pragma: no-cache", b"Expires: Thu, 19 Nov 1981 08:52:00 GMT"), ["--etag", '"0"'],
                     ("ok", 200, None), {"if-none-match": '"0"'}),
    "private-304": (_304(b"ETag: " + E1.encode(), b"Cache-Control: private, max-age=0"), ["--etag", E1],
                    ("not_modified", 304, None), {"if-none-match": E1}),
    # Vary: * (every request a new negotiation): still the server's word
    "vary-star-200": (_200(b"Vary: *", b"ETag: " + E1.encode()), ["--etag", E2], ("ok", 200, None),
                      {"if-none-match": E2}),
    "vary-star-304": (_304(b"Vary: *", b"ETag: " + E1.encode()), ["--etag", E1], ("not_modified", 304, None),
                      {"if-none-match": E1}),
    # a CDN's cached copy: a day old by Age, the Date an hour ahead of ours
    "age-and-date-skew-200": (_200(b"Age: 86400", b"Date: Mon, 07 Dec 2099 09:00:00 GMT",
                                   b"Last-Modified: Sun, 06 Dec 2026 07:00:00 GMT"), [], ("ok", 200, None), {}),
    "age-and-date-skew-304": (_304(b"Age: 86400", b"Date: Mon, 01 Jan 2001 00:00:00 GMT"), ["--last-modified", LM],
                              ("not_modified", 304, None), {"if-modified-since": LM}),
    # an epoch Last-Modified sent (typed by the user): sent as typed, the server's 304 believed
    "epoch-ims-304": (_304(), ["--last-modified", "Thu, 01 Jan 1970 00:00:01 GMT"], ("not_modified", 304, None),
                      {"if-modified-since": "Thu, 01 Jan 1970 00:00:01 GMT"}),
    # a 412 to If-Modified-Since only (a WAF reading it as a precondition): asked again without it, the page
    "412-to-ims": (None, ["--last-modified", LM], ("ok", 200, None), {"if-modified-since": LM}),
    # both validators sent, the tag no longer matching but the date still old enough (RFC 9110 §13.2.2: If-None-Match
    # wins; a server answering the page is right)
    "etag-changed-date-not": (_200(b'ETag: "61c2b9e0-0002"', b"Last-Modified: " + LM.encode()),
                              ["--etag", E1, "--last-modified", LM], ("ok", 200, None),
                              {"if-none-match": E1, "if-modified-since": LM}),
    # a 304 with Content-Length: 0 and Transfer-Encoding: chunked both (IIS behind a proxy)
    "304-chunked-and-length": (raw(b"304 Not Modified", [b"ETag: " + E1.encode(), b"Content-Length: 0",
                                                         b"Transfer-Encoding: chunked"], length=False),
                               ["--etag", E1], ("not_modified", 304, None), {"if-none-match": E1}),
    # Cloudflare revalidated its copy with the origin: 304
    "cloudflare-revalidated-304": (_304(b"ETag: W/" + E1.encode(), b"cf-cache-status: REVALIDATED", b"Age: 3",
                                        b"Server: cloudflare", b"CF-RAY: 8ee1c2d3e4f5a6b7-FRA"), ["--etag", "W/" + E1],
                                   ("not_modified", 304, None), {"if-none-match": "W/" + E1}),
    # a 304 rotating the session cookie, Vary: Cookie (a PHP session page)
    "304-set-cookie": (_304(b"Set-Cookie: PHPSESSID=9f0c2a7d1e3b4c5d6e7f8a9b; path=/; HttpOnly", b"Vary: Cookie",
                            b"ETag: " + E1.encode()), ["--etag", E1], ("not_modified", 304, None),
                       {"if-none-match": E1}),
    # a site restored from a backup: the page dated before the date sent (RFC 9110 §13.1.3's "back in time"): the page
    "back-in-time-200": (_200(b"Last-Modified: Sun, 01 Nov 2026 08:00:00 GMT"), ["--last-modified", LM],
                         ("ok", 200, None), {"if-modified-since": LM}),
    # an HTTP/1.0 304 (an old proxy)
    "http10-304": (b"HTTP/1.0 304 Not Modified\r\nETag: " + E1.encode() + b"\r\n\r\n", ["--etag", E1],
                   ("not_modified", 304, None), {"if-none-match": E1}),
    # an unquoted tag a broken server wrote, sent back as typed (a list of bare ones is quoted: round 11)
    "two-etags-sent": (_304(b"ETag: " + E2.encode()), ["--etag", f"{E1}, {E2}"], ("not_modified", 304, None),
                       {"if-none-match": f"{E1}, {E2}"}),
}


@pytest.mark.parametrize("name", sorted(CONDITIONAL))
async def test_conditional_gets(site: Any, cli: Any, name: str) -> None:
    answer, args, expected, sent = CONDITIONAL[name]
    if answer is None:  # the 412 case: 412 to a conditional request, the page to a plain one
        async def careers(reader: Any, writer: Any) -> bytes:
            asked = site.requests[-1][2]
            if asked.get("if-modified-since"):
                return raw(b"412 Precondition Failed", [HTML_TYPE], b"<h1>Precondition Failed</h1>")
            return _200(b"Last-Modified: " + LM.encode())
        site.pages["/careers"] = careers
    else:
        site.pages["/careers"] = answer
    got = await cli(site, f"{BASE}/careers", *args, within=WITHIN, connect_to=_connect(site))
    assert triple(got) == expected, (name, got)
    assert got["bytes"] == (len(CAREERS) if expected[0] == "ok" else 0), got
    asked = [h for _host, p, h in site.requests if p == "/careers"]
    assert {k: asked[0].get(k) for k in sent} == sent, asked[0]
    if not sent:
        assert "if-none-match" not in asked[0] and "if-modified-since" not in asked[0], asked[0]


# ------------------------------------------------------------------ 2. what the service stores, run after run

_n = itertools.count(1)


async def _sensor(pool: Any, url: str, host: str) -> int:
    async with pool.acquire() as conn:
        cid = await conn.fetchval("INSERT INTO companies (name, slug) VALUES ($1, $1) RETURNING company_id", host)
        return await conn.fetchval(
            "INSERT INTO sensors (company_id, surface, url, domain) VALUES ($1, 'careers', $2, $3) RETURNING sensor_id",
            cid, url, host)


NOW_DATE = "Mon, 07 Dec 2026 08:00:00 GMT"
FUTURE = "Fri, 01 Jan 2100 00:00:00 GMT"
EPOCH = "Thu, 01 Jan 1970 00:00:01 GMT"
ANY_RECENT = "<a date at most a day old>"
Sent = tuple[str | None, str | None]  # (If-None-Match, If-Modified-Since) a run sent
OK, NM = ("ok", 200, None), ("not_modified", 304, None)

SERVICE: dict[str, tuple[list[bytes], list[tuple[str, int | None, str | None]], list[Sent]]] = {
    # name: (the answers, run by run; the outcomes; what each run sent)
    # nginx's weak tag (gzip): stored and sent back as it came
    "weak-etag-kept": ([_200(b'ETag: W/"5f3a-61c2b9e0a4f40"'), _304()], [OK, NM],
                       [(None, None), ('W/"5f3a-61c2b9e0a4f40"', None)]),
    # two nginx nodes behind a balancer, each with its own tag: each run the page, the newest tag sent next
    "per-node-etags": ([_200(b"ETag: " + E1.encode()), _200(b"ETag: " + E2.encode()), _200(b"ETag: " + E1.encode())],
                       [OK, OK, OK], [(None, None), (E1, None), (E2, None)]),
    # Apache's "-gzip" tag, which Apache cannot match: the page every run, the tag sent back as given
    "apache-gzip-etag": ([_200(b'ETag: "2aa6-5f3a61c2b9e0a-gzip"'), _200(b'ETag: "2aa6-5f3a61c2b9e0a-gzip"'), _304()],
                         [OK, OK, NM], [(None, None), ('"2aa6-5f3a61c2b9e0a-gzip"', None),
                                        ('"2aa6-5f3a61c2b9e0a-gzip"', None)]),
    # a Last-Modified in the future (a file deployed with a future mtime), no tag: RFC 9110 §8.8.2.1 — the origin
    # should have sent its Date instead. Sent back as it came, a server comparing "not modified since" (Express'
    # `fresh`, Django's was_modified_since, nginx `if_modified_since before`) answers 304 to every later edit
    # until 2100: the Date is stored
    "future-last-modified-with-date": ([_200(b"Date: " + NOW_DATE.encode(), b"Last-Modified: " + FUTURE.encode()),
                                        _304()], [OK, NM], [(None, None), (None, NOW_DATE)]),
    # … without a Date field: our clock's time (an IMF-fixdate)
    "future-last-modified-no-date": ([_200(b"Last-Modified: " + FUTURE.encode()), _304()], [OK, NM],
                                     [(None, None), (None, ANY_RECENT)]),
    # a Last-Modified an hour after the response's own Date: the Date
    "last-modified-after-date": ([_200(b"Date: " + NOW_DATE.encode(), b"Last-Modified: Mon, 07 Dec 2026 09:00:00 GMT"),
                                  _304()], [OK, NM], [(None, None), (None, NOW_DATE)]),
    # a 304 renewing the date with one in the future: the 304's Date
    "304-renews-future-date": ([_200(b"Last-Modified: " + LM.encode()),
                                _304(b"Date: " + NOW_DATE.encode(), b"Last-Modified: " + FUTURE.encode()), _304()],
                               [OK, NM, NM], [(None, None), (None, LM), (None, NOW_DATE)]),
    # nginx over a Nix store / a reproducible image: every file dated 1970-01-01 00:00:01 whatever its content — a
    # date that names no version (nginx `exact` answers 304 to every later content): not stored, the tag is
    "epoch-last-modified": ([_200(b'ETag: "1-2aa6"', b"Last-Modified: " + EPOCH.encode()), _304()], [OK, NM],
                            [(None, None), ('"1-2aa6"', None)]),
    # a date before the web (1994, a zeroed DOS date): not stored; nothing to send
    "1980-last-modified": ([_200(b"Last-Modified: Tue, 01 Jan 1980 00:00:00 GMT"), _200()], [OK, OK],
                           [(None, None), (None, None)]),
    # IIS told to "remove" its ETag with a custom header `ETag: ""`: an empty tag names no version — not stored
    "iis-empty-etag": ([_200(b'ETag: ""', b"Last-Modified: " + LM.encode()), _304()], [OK, NM],
                       [(None, None), (None, LM)]),
    "empty-weak-etag": ([_200(b'ETag: W/""'), _200()], [OK, OK], [(None, None), (None, None)]),
    # Cache-Control: no-store on the page: we keep no cached copy for anyone, the validators still work
    "no-store-keeps-validators": ([_200(b"ETag: " + E1.encode(), b"Cache-Control: no-store, private"), _304()],
                                  [OK, NM], [(None, None), (E1, None)]),
    # the server stops sending validators: nothing sent on the next run
    "validators-dropped": ([_200(b"ETag: " + E1.encode(), b"Last-Modified: " + LM.encode()), _200(), _200()],
                           [OK, OK, OK], [(None, None), (E1, LM), (None, None)]),
    # a 503 in between keeps what was stored
    "failure-keeps-validators": ([_200(b"ETag: " + E1.encode()), raw(b"503 Service Unavailable", [HTML_TYPE],
                                                                     b"<h1>503 Service Temporarily Unavailable</h1>"),
                                  _304()],
                                 [OK, ("failed", 503, "HTTP_5XX"), NM], [(None, None), (E1, None), (E1, None)]),
    # a 304 with a body after its head: not modified, the stored tag sent again
    "304-with-body": ([_200(b"ETag: " + E1.encode()), _304(b"ETag: " + E1.encode(), body=CAREERS), _304()],
                      [OK, NM, NM], [(None, None), (E1, None), (E1, None)]),
    # a 304 to the first run, which sent nothing (a CDN's cache answering someone else's question): no baseline, a
    # failure; the next run (the page) stores the tag
    "304-unasked-then-page": ([_304(b"ETag: " + E1.encode()), _200(b"ETag: " + E1.encode()), _304()],
                              [("failed", 304, "UNKNOWN"), OK, NM], [(None, None), (None, None), (E1, None)]),
    # a server whose clock lost its battery (Date in 1970) and a real Last-Modified: the date kept (not after now)
    "dead-rtc-date": ([_200(b"Date: Thu, 01 Jan 1970 00:05:00 GMT", b"Last-Modified: " + LM.encode()), _304()],
                      [OK, NM], [(None, None), (None, LM)]),
    # a Date that does not parse and a Last-Modified in the future: our clock's time
    "garbage-date-future-last-modified": ([_200(b"Date: yesterday", b"Last-Modified: " + FUTURE.encode()), _304()],
                                          [OK, NM], [(None, None), (None, ANY_RECENT)]),
    # a dynamic page dated "now" (Last-Modified equal to Date): kept as written
    "last-modified-equals-date": ([_200(b"Date: " + NOW_DATE.encode(), b"Last-Modified: " + NOW_DATE.encode()),
                                   _304()], [OK, NM], [(None, None), (None, NOW_DATE)]),
    # the obsolete RFC 850 form (two-digit year): kept as the server wrote it (it compares its own string)
    "rfc850-last-modified-kept": ([_200(b"Last-Modified: Tuesday, 01-Dec-26 08:00:00 GMT"), _304()], [OK, NM],
                                  [(None, None), (None, "Tuesday, 01-Dec-26 08:00:00 GMT")]),
    # Vary: * on the page: the validators still stored and sent
    "vary-star-keeps-validators": ([_200(b"Vary: *", b"ETag: " + E1.encode()), _304()], [OK, NM],
                                   [(None, None), (E1, None)]),
    # nginx gzip'ing the 304's representation: its weak tag replaces the strong one (RFC 9111 §4.3.4) and is sent
    "304-weakens-the-tag": ([_200(b"ETag: " + E1.encode()), _304(b"ETag: W/" + E1.encode()), _304()], [OK, NM, NM],
                            [(None, None), (E1, None), ("W/" + E1, None)]),
    # a 304 carrying an empty tag or an epoch date renews nothing: the stored ones are sent again
    "304-empty-etag-keeps-stored": ([_200(b"ETag: " + E1.encode()), _304(b'ETag: ""'), _304()], [OK, NM, NM],
                                    [(None, None), (E1, None), (E1, None)]),
    "304-epoch-date-keeps-stored": ([_200(b"Last-Modified: " + LM.encode()), _304(b"Last-Modified: " + EPOCH.encode()),
                                     _304()], [OK, NM, NM], [(None, None), (None, LM), (None, LM)]),
    # an unquoted tag a broken server writes (`ETag: 5f3a61c2`): sent back exactly as written
    "bare-etag-as-written": ([_200(b"ETag: 5f3a61c2"), _304()], [OK, NM], [(None, None), ("5f3a61c2", None)]),
}


async def _service_runs(site: Any, pool: Any, db_url: str, tmp_path: Any, monkeypatch: Any, capsys: Any,
                        answers: list[bytes], runs: int | None = None,
                        ) -> tuple[list[tuple[str, int | None, str | None]], list[Sent]]:
    todo = list(answers)

    async def careers(reader: Any, writer: Any) -> bytes:
        return todo.pop(0)

    site.pages["/careers"] = careers
    host = f"rt19-{next(_n)}-{id(_n) % 9973}.com"
    sid = site.sensor_id = await _sensor(pool, f"http://{host}/careers", host)
    env = R.fetch_env(site, connect_to=f"*.com={site.ip}:{site.port}", DATABASE_URL=db_url, DATA_DIR=str(tmp_path),
                      POLITENESS_SPACING_S="0")
    got = []
    for _ in range(runs or len(answers)):
        rc, out, err, _took = await R.run_main(monkeypatch, capsys, ["run-sensor", str(sid), "--json", "--force"], env)
        assert rc == 0 and "Traceback" not in err, (rc, out, err)
        got.append(triple(json.loads(out)))
    asked = [h for _host, p, h in site.requests if p == "/careers"]
    assert len(asked) == len(answers), asked
    return got, [(h.get("if-none-match"), h.get("if-modified-since")) for h in asked]


@pytest.mark.parametrize("name", sorted(SERVICE))
async def test_stored_validators_run_after_run(site: Any, pool: Any, db_url: str, tmp_path: Any, monkeypatch: Any,
                                                capsys: Any, name: str) -> None:
    answers, outcomes, sent = SERVICE[name]
    got, asked = await _service_runs(site, pool, db_url, tmp_path, monkeypatch, capsys, answers)
    assert got == outcomes, (name, got)
    for i, ((etag, ims), (want_etag, want_ims)) in enumerate(zip(asked, sent, strict=True)):
        assert etag == want_etag, (name, i, asked)
        if want_ims == ANY_RECENT:
            assert ims is not None and ims.endswith(" GMT"), (name, i, asked)
            when = parsedate_to_datetime(ims)
            now = datetime.now(timezone.utc)
            assert now - timedelta(days=1) <= when <= now + timedelta(minutes=1), (name, i, asked)
        else:
            assert ims == want_ims, (name, i, asked)


async def test_412_then_new_tag_is_sent_next(site: Any, pool: Any, db_url: str, tmp_path: Any, monkeypatch: Any,
                                             capsys: Any) -> None:
    # a server that answers 412 when If-None-Match does not match (If-Match's meaning): run 2 re-asks without the
    # tag and stores the new one; run 3 sends it and gets a 304 — three runs, four requests
    todo = [_200(b"ETag: " + E1.encode()), raw(b"412 Precondition Failed", [HTML_TYPE], b"<h1>412</h1>"),
            _200(b"ETag: " + E2.encode()), _304()]
    got, asked = await _service_runs(site, pool, db_url, tmp_path, monkeypatch, capsys, todo, runs=3)
    assert got == [OK, OK, NM], got
    assert asked == [(None, None), (E1, None), (None, None), (E2, None)], asked


# ------------------------------------------------------------------ 3. charsets: what the differ will read

PL = "Kariera w Acme: programista/programistka, Kraków, Łódź — oferty pracy"
CS = "Kariéra: vývojář, Praha — pracovní nabídky"
RU = "Вакансии: инженер-программист, Москва"
JA = "採用情報 ソフトウェアエンジニア 東京"
FR = "Offres d'emploi : développeur·se, Genève, Zürich — « CDI »"
GTM = (b"<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});"
       b"var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src="
       b"'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,"
       b"'script','dataLayer','GTM-K7P2XQ');</script>")
LD = (b'<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Acme",'
      b'"url":"https://www.acme-corp.com/","sameAs":["https://www.linkedin.com/company/acme"]}</script>')


def _doc(head: bytes, text: str, enc: str) -> bytes:
    return b"<!DOCTYPE html><html><head>" + head + b"</head><body><main><h1>" + text.encode(enc) + \
        b"</h1></main></body></html>"


CHARSETS: dict[str, tuple[bytes, bytes, str, str | None]] = {
    # name: (Content-Type, body, text that must be read, charset stored (sniffed_charset; None: nothing names one))
    # a UTF-8 BOM, the header naming windows-1252 and the <meta> Shift_JIS: the BOM wins (WHATWG)
    "bom-header-meta-disagree": (b"text/html; charset=windows-1252",
                                 b"\xef\xbb\xbf" + _doc(b'<meta charset="Shift_JIS">', FR, "utf-8"), FR, "utf-8"),
    # a UTF-16BE BOM, the header naming UTF-8 (an export from a Windows tool behind Apache's AddDefaultCharset)
    "utf16be-bom-header-utf8": (b"text/html; charset=utf-8", "\ufeff".encode("utf-16-be") +
                                _doc(b"", RU, "utf-8").decode().encode("utf-16-be"), RU, "utf-16-be"),
    # the header and the <meta> disagree, no BOM: the header wins (windows-1250 bytes, meta left as iso-8859-1)
    "header-beats-meta": (b"text/html; charset=windows-1250", _doc(b'<meta charset="iso-8859-1">', CS, "cp1250"), CS,
                          "cp1250"),
    # <meta> after 1024 bytes of Google Tag Manager and JSON-LD, within the first 4 KiB (browsers' prescan stops at
    # 1024, then the parser finds it and reloads): found
    "meta-after-1k": (b"text/html", _doc(GTM + LD + GTM + b'<meta charset="windows-1250">', PL, "cp1250"), PL,
                      "cp1250"),
    # <meta> after 8 KiB of inline scripts (WordPress' emoji script, a consent manager's config): still read right
    "meta-after-8k-cp1251": (b"text/html", _doc(GTM * 14 + b'<meta http-equiv="Content-Type" content="text/html; '
                                                b'charset=windows-1251">', RU * 3, "cp1251"), RU, None),
    # x-user-defined in a <meta> (old Thai and Korean sites): WHATWG reads it as windows-1252
    "x-user-defined-meta": (b"text/html", _doc(b'<meta http-equiv="Content-Type" content="text/html; '
                                               b'charset=x-user-defined">', FR, "cp1252"), FR, "cp1252"),
    # UTF-16BE without a BOM, labelled: big-endian
    "utf16be-nobom-labelled": (b"text/html; charset=UTF-16BE", _doc(b"", RU, "utf-8").decode().encode("utf-16-be"),
                               RU, "utf-16-be"),
    # a <meta> naming UTF-16 in a byte-oriented page: UTF-8 (HTML standard)
    "meta-utf16-lie": (b"text/html", _doc(b'<meta http-equiv="Content-Type" content="text/html; charset=utf-16">', FR,
                                          "utf-8"), FR, "utf-8"),
    # the charset quoted among other parameters, a trailing ";"
    "quoted-among-params": (b'text/html; format=flowed; charset="windows-1250";', _doc(b"", PL, "cp1250"), PL,
                            "cp1250"),
    # an XHTML theme's XML declaration left at ISO-8859-1 over a UTF-8 page whose <meta> says UTF-8, served as
    # text/html: an HTML parser ignores the declaration (WHATWG encoding sniffing) — the <meta> decides
    "xml-decl-vs-meta-in-html": (b"text/html", b'<?xml version="1.0" encoding="ISO-8859-1"?>\n' +
                                 _doc(b'<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />', FR,
                                      "utf-8"), FR, "utf-8"),
    # an RSS feed's XML declaration (windows-1251) with an HTML <meta> inside an item's CDATA: the declaration decides
    "rss-decl-beats-cdata-meta": (b"application/rss+xml", b'<?xml version="1.0" encoding="windows-1251"?><rss '
                                  b'version="2.0"><channel><title>' + RU.encode("cp1251") + b"</title><item><description>"
                                  b'<![CDATA[<meta charset="utf-8"><p>x</p>]]></description></item></channel></rss>', RU,
                                  "cp1251"),
    # x-user-defined in the header (no codec: WHATWG's decoder maps the high bytes to private-use characters), the
    # page UTF-8 and saying so: the <meta> is read
    "x-user-defined-header": (b"text/html; charset=x-user-defined", _doc(b'<meta charset="utf-8">', FR, "utf-8"), FR,
                              "utf-8"),
    # a UTF-16LE BOM over a <meta> naming windows-1252: the BOM
    "utf16le-bom-beats-meta": (b"text/html", "\ufeff".encode("utf-16-le") + _doc(b'<meta charset="windows-1252">', RU,
                                                                                 "utf-8").decode().encode("utf-16-le"),
                               RU, "utf-16-le"),
    # an RSS feed with a UTF-8 BOM and a declaration left at ISO-8859-1: the BOM
    "bom-beats-xml-decl": (b"application/rss+xml", b'\xef\xbb\xbf<?xml version="1.0" encoding="ISO-8859-1"?><rss '
                           b'version="2.0"><channel><title>' + FR.encode() + b"</title></channel></rss>", FR, "utf-8"),
    # "utf8" (no hyphen): a WHATWG label of UTF-8
    "utf8-label": (b"text/html; charset=utf8", _doc(b"", JA, "utf-8"), JA, "utf-8"),
    # Shift_JIS named by the header in upper case with blanks around "="
    "sjis-header-blanks": (b"text/html; charset = SHIFT_JIS", _doc(b"", JA, "cp932"), JA, "cp932"),
}


async def test_charsets(site: Any) -> None:
    from changewire_common.http import HttpClient, HttpConfig

    for name, (ctype, body, _, _) in CHARSETS.items():
        site.pages[f"/{name}"] = raw(b"200 OK", [b"Content-Type: " + ctype], body)
    cfg = HttpConfig(allow_cidrs=[f"{R.IP}/32"], connect_to=f"hostile.test={R.IP}:{site.port}", retries=0,
                     total_timeout_s=3.0)
    wrong = {}
    async with HttpClient(cfg) as client:
        for name, (_, body, text, stored) in CHARSETS.items():
            r = await client.fetch(f"http://hostile.test/{name}")
            assert r.status == 200 and r.body == body, name
            if text not in r.text() or r.sniffed_charset() != stored:
                wrong[name] = (r.sniffed_charset(), r.text()[-80:])
    assert wrong == {}, wrong


# ------------------------------------------------------------------ 4. the charset the fetcher found, read by the differ

KO = "채용 공고: 백엔드 개발자 (서울), 데이터 엔지니어 (판교)"
KO2 = "채용 공고: 백엔드 개발자 (서울), 프로덕트 디자이너 (부산)"
JA2 = "採用情報：ソフトウェアエンジニア（東京）、データサイエンティスト（福岡）"
JA1 = "採用情報：ソフトウェアエンジニア（東京）、プロダクトマネージャー（大阪）"
RU1 = "Вакансии: инженер-программист (Москва), аналитик данных (Казань)"
RU2 = "Вакансии: инженер-программист (Москва), дизайнер продукта (Самара)"
FR1 = "Offres d'emploi : développeur·se backend (Genève), « Data engineer » (Zürich)"
FR2 = "Offres d'emploi : développeur·se backend (Genève), « Product designer » (Lyon)"


def _jobs(title: str, item: str, enc: str, meta: bytes = b"") -> bytes:
    return (b"<!DOCTYPE html><html><head>" + meta + b"<title>" + title.encode(enc) + b"</title></head><body><main><h1>"
            + title.encode(enc) + b"</h1><ul><li>" + item.encode(enc) + b"</li></ul></main></body></html>")


DIFFER_CHARSETS: dict[str, tuple[bytes, bytes, bytes, str]] = {
    # name: (Content-Type, first page, second page, text the change must read)
    # the charset named by the header only (nginx `charset shift_jis;`, a Japanese CMS): the fetcher knows it, the
    # differ read the bytes as windows-1252 ("�Ì—p�î•ñ" in the change) — wrong before
    "sjis-header-only": (b"text/html; charset=Shift_JIS", _jobs("採用情報", JA1, "cp932"), _jobs("採用情報", JA2, "cp932"),
                         "データサイエンティスト"),
    "euc-kr-header-only": (b"text/html; charset=EUC-KR", _jobs("채용", KO, "cp949"), _jobs("채용", KO2, "cp949"),
                           "프로덕트 디자이너"),
    "cp1251-header-only": (b"text/html; charset=windows-1251", _jobs("Вакансии", RU1, "cp1251"),
                           _jobs("Вакансии", RU2, "cp1251"), "дизайнер продукта"),
    # controls: Apache's AddDefaultCharset ISO-8859-1 over a UTF-8 page that says so in its <meta> (UTF-8 text), a
    # windows-1252 page named by its <meta> alone
    "latin1-header-utf8-page": (b"text/html; charset=ISO-8859-1", _jobs("Emplois", FR1, "utf-8", b'<meta charset="utf-8">'),
                                _jobs("Emplois", FR2, "utf-8", b'<meta charset="utf-8">'), "« Product designer »"),
    "cp1252-meta-only": (b"text/html", _jobs("Emplois", FR1, "cp1252", b'<meta charset="windows-1252">'),
                         _jobs("Emplois", FR2, "cp1252", b'<meta charset="windows-1252">'), "« Product designer »"),
}


@pytest.mark.parametrize("name", sorted(DIFFER_CHARSETS))
async def test_the_differ_reads_the_charset_the_fetcher_found(site: Any, pool: Any, db_url: str, tmp_path: Any,
                                                              monkeypatch: Any, capsys: Any, name: str) -> None:
    ctype, first, second, text = DIFFER_CHARSETS[name]
    answers = [raw(b"200 OK", [b"Content-Type: " + ctype], first), raw(b"200 OK", [b"Content-Type: " + ctype], second)]
    got, _asked = await _service_runs(site, pool, db_url, tmp_path, monkeypatch, capsys, answers)
    assert got == [OK, OK], got
    async with pool.acquire() as conn:
        rows = await conn.fetch("SELECT summary, delta::text AS delta FROM changes WHERE sensor_id = $1", site.sensor_id)
    found = [r for r in rows if text in r["summary"] or text in r["delta"]]
    assert found, (name, [r["summary"] for r in rows])
