"""Red team, round 10 (fetcher: robots.txt, politeness, rate limits), the pure half — robots.txt bodies read by
`robots_text` + protego + `robots_verdict`, Retry-After read by `parse_retry_after`, spacing by
`effective_spacing`. The loopback half (the same shapes served, requests counted) is
tests/integration/test_fetch_redteam10.py; its docstring has the round's whole account.
"""
from __future__ import annotations

import codecs
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime

import pytest
from protego import Protego

from changewire_common.http.headers import RETRY_AFTER_MAX_S, parse_retry_after
from changewire_common.http.politeness_rules import CRAWL_DELAY_CAP_S, effective_spacing
from changewire_common.http.robots import ROBOTS_MAX_BYTES, robots_head, robots_text, robots_verdict

AGENT = "changewire"
RULES = "User-agent: *\nDisallow: /intern/\nAllow: /intern/presse/\n"


def verdict(body: bytes | str, path: str) -> tuple[bool, float | None]:
    raw = body.encode() if isinstance(body, str) else body
    v = robots_verdict(Protego.parse(robots_text(raw)), "rules", "https://acme.test" + path, AGENT)
    return v.allowed, v.crawl_delay_s


# ------------------------------------------------------------------------------------ NUL bytes and UTF-16

NUL_SHAPES: dict[str, bytes] = {
    # Notepad's "Unicode" without its byte order mark (IIS serves the file as it is)
    "utf16le-no-bom": RULES.encode("utf-16-le"),
    "utf16be-no-bom": RULES.encode("utf-16-be"),
    "utf16le-crlf-no-bom": RULES.replace("\n", "\r\n").encode("utf-16-le"),
    # NULs in front of the first line (a file written over a preallocated one), behind the last (padding)
    "nuls-first": b"\x00" * 7 + RULES.encode(),
    "nuls-last-line": b"User-agent: *\nAllow: /intern/presse/\nDisallow: /intern/" + b"\x00" * 300,
    "nul-inside-a-key": b"User-agent: *\nDis\x00allow: /intern/\n",
    "nul-after-star": b"User-agent: *\x00\nDisallow: /intern/\n",
}


@pytest.mark.parametrize("name", sorted(NUL_SHAPES))
def test_nul_bytes_hide_no_rule(name: str) -> None:
    body = NUL_SHAPES[name]
    assert verdict(body, "/intern/plan.html")[0] is False, name
    assert verdict(body, "/karriere/")[0] is True, name


def test_nuls_keep_the_precedence_of_the_rules() -> None:
    assert verdict(NUL_SHAPES["utf16le-no-bom"], "/intern/presse/2026.html")[0] is True


@pytest.mark.parametrize("body", [
    # pins: a BOM'd UTF-16 file, binary junk in front of readable lines, Latin-1 text with no NUL
    codecs.BOM_UTF16_LE + RULES.encode("utf-16-le"),
    bytes(range(1, 256)) + b"\n" + RULES.encode(),
    "# Société Générale: règles\n".encode("latin-1") + RULES.encode(),
])
def test_other_bytes_still_read(body: bytes) -> None:
    assert verdict(body, "/intern/x")[0] is False
    assert verdict(body, "/karriere/")[0] is True


def test_an_html_error_page_at_robots_txt_allows_all() -> None:
    # a CMS answering /robots.txt with its 200 error page: no group, nothing disallowed (as Google reads it)
    html = ('<!DOCTYPE html><html lang="de"><head><title>Seite nicht gefunden</title></head><body><h1>404</h1>'
            '<p>User-agent: * Disallow: / — diese Seite gibt es nicht.</p></body></html>')
    assert verdict(html, "/karriere/") == (True, None)


# ----------------------------------------------------------------------------------- a file past the 500 KiB cap

def _big(last_rule: str) -> bytes:
    head = b"User-agent: *\nDisallow: /intern/\n"
    filler = b"".join(b"Disallow: /archiv/%07d/\n" % i for i in range(40000))
    body = head + filler
    cut = ROBOTS_MAX_BYTES - len(b"Disallow: /pri")  # the cap falls inside the next line
    body = body[:body.rfind(b"\n", 0, cut) + 1]
    body += b"\n" * (cut - len(body))
    return body + last_rule.encode() + b"\nDisallow: /after-the-cap/\n"


@pytest.mark.parametrize(("last_rule", "path", "allowed"), [
    ("Disallow: /private-area/", "/pricing", True),        # was disallowed: "Disallow: /pri"
    ("Disallow: /private-area/", "/private-area/x", True),  # the cut line is no rule at all
    ("Disallow: /private-area/", "/intern/a", False),       # the rules before it stand
    ("Disallow: /private-area/", "/after-the-cap/", True),  # RFC 9309 §2.5: rules past the cap are not read
])
def test_a_line_cut_by_the_cap_is_dropped(last_rule: str, path: str, allowed: bool) -> None:
    body = _big(last_rule)
    assert len(body) > ROBOTS_MAX_BYTES
    head = robots_head(body, truncated=True)
    assert len(head) <= ROBOTS_MAX_BYTES and head.endswith(b"\n")
    assert verdict(head, path)[0] is allowed, path


def test_an_allow_cut_by_the_cap_allows_nothing_more() -> None:
    body = b"User-agent: *\nDisallow: /\n" + b"#" * (ROBOTS_MAX_BYTES - 30) + b"\nAllow: /docs/public/\n"
    head = robots_head(body[:ROBOTS_MAX_BYTES], truncated=True)
    assert verdict(head, "/downloads/")[0] is False


def test_a_whole_file_is_read_whole() -> None:
    body = RULES.encode()
    assert robots_head(body) is body
    assert robots_head(body.rstrip(b"\n")) == body.rstrip(b"\n")  # no final line end, not cut: kept


# -------------------------------------------------------------------------------------- Crawl-delay, Request-rate

@pytest.mark.parametrize(("text", "delay"), [
    ("User-agent: *\nCrawl-delay: 0.5\n", 0.5),
    ("User-agent: *\nCrawl-delay: -5\n", None),           # negative: none
    ("User-agent: *\nCrawl-delay: fast\n", None),
    ("User-agent: *\nCrawl-delay: nan\n", None),
    ("User-agent: *\nCrawl-delay: inf\n", None),
    ("User-agent: bingbot\nCrawl-delay: 30\n\nUser-agent: *\nDisallow: /x\n", None),  # another group's
    ("User-agent: *\nCrawl-delay: 60\n\nUser-agent: changewire\nDisallow: /q\n", None),  # our group wins, none
    ("User-agent: *\nRequest-rate: 1/10\n", 10.0),
    ("User-agent: *\nRequest-rate: 10/1h\n", 360.0),
    ("User-agent: *\nRequest-rate: 1/5s 0900-1700\n", 5.0),
    ("User-agent: *\nRequest-rate: 0/10\n", None),
    ("User-agent: *\nCrawl-delay: 2\nRequest-rate: 1/30\n", 30.0),  # the slower of the two
])
def test_crawl_delay_shapes(text: str, delay: float | None) -> None:
    assert verdict(text, "/a") == (True, delay)


@pytest.mark.parametrize(("delay", "spacing"), [
    (86400.0, CRAWL_DELAY_CAP_S),  # a day between requests: capped (DESIGN: up to 300 s), never ignored
    (1e20, CRAWL_DELAY_CAP_S), (0.5, 2.0), (-5.0, 2.0), (None, 2.0), (7.5, 7.5),
])
def test_crawl_delay_spacing(delay: float | None, spacing: float) -> None:
    assert effective_spacing(2.0, None, delay) == spacing


# ----------------------------------------------------------------------------------------------- Retry-After

NOW = datetime(2026, 12, 7, 1, 0, 0, tzinfo=UTC)


def _date(dt: datetime) -> str:
    return format_datetime(dt, usegmt=True)


@pytest.mark.parametrize(("value", "date", "secs"), [
    # a server whose clock runs 10 min behind ours asks for 2 min: 120 s (was 0: asked again at once)
    (_date(NOW - timedelta(minutes=8)), _date(NOW - timedelta(minutes=10)), 120.0),
    # one running ahead of ours asks for 1 min: 60 s (was 1 h 1 min)
    (_date(NOW + timedelta(hours=1, minutes=1)), _date(NOW + timedelta(hours=1)), 60.0),
    # pins: a date without a Date field, a Date that does not parse (our clock), a past date (0), deltas
    (_date(NOW + timedelta(seconds=90)), None, 90.0),
    (_date(NOW + timedelta(seconds=90)), "yesterday", 90.0),
    (_date(NOW - timedelta(hours=2)), _date(NOW), 0.0),
    ("1.5", _date(NOW - timedelta(hours=3)), 1.5),
    ("-30", None, 0.0),
    ("soon", None, None),
    (_date(NOW + timedelta(days=60)), _date(NOW), RETRY_AFTER_MAX_S),
])
def test_retry_after_dates_read_against_the_servers_date(value: str, date: str | None, secs: float | None) -> None:
    assert parse_retry_after(value, NOW, date=date) == secs
