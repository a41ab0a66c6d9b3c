"""The parse path's cheaper forms give what the plain ones gave: the tag-kind lists against the tag-kind
maps (custom elements, whose Lexbor tag ids are past the lists' ends, included), the depth guard's
trie of nesting names on lower-cased bytes against the case-insensitive alternation, and clean()'s
strip-only path against its definition."""
from __future__ import annotations

import re
import unicodedata

from hypothesis import given, settings
from hypothesis import strategies as st

from changewire_differ import htmlnorm as h
from changewire_differ.htmlnorm import html_depth_exceeds, parse_html
from changewire_differ.volatile import clean


def test_kind_lists_agree_with_the_kind_maps() -> None:
    assert all(h._KIND_BY_ID[i] == h._ID_KIND.get(i, 0) for i in range(len(h._KIND_BY_ID)))
    assert all(h._WALK_KIND_BY_ID[i] == h._WALK_KIND.get(i, 0) for i in range(len(h._WALK_KIND_BY_ID)))
    assert set(h._ID_KIND) <= set(range(len(h._KIND_BY_ID))) and set(h._WALK_KIND) <= set(range(len(h._WALK_KIND_BY_ID)))


def test_custom_elements_read_as_inline_elements() -> None:
    html = ("<html><body><site-header><nav-item>Home</nav-item></site-header><main-content><p>Hello <x-b>big</x-b>"
            " world</p><my-card><h2>Plan</h2><price-tag>€9</price-tag></my-card></main-content></body></html>")
    blocks = [(b.tag, b.text) for b in parse_html(html).blocks]
    assert blocks == [("body", "Home"), ("p", "Hello big world"), ("h2", "Plan"), ("body", "€9")]


_NAMES = h._NESTING.split("|")
_REFERENCE = re.compile(rb"<(/?)(?:" + h._NESTING.encode() + rb")(?![a-zA-Z0-9-])", re.I)
_PIECES = st.sampled_from([*(n.encode() for n in _NAMES), b"DIV", b"Section", b"uL", b"dlx", b"fig", b"divs", b"d",
                           b"<", b"</", b">", b" ", b"-", b"9", b"_", b"\xc3\xa9", b"\xff", b"x"])


@settings(max_examples=300, deadline=None)
@given(st.lists(_PIECES, max_size=60))
def test_nesting_tags_are_found_as_the_case_insensitive_alternation_finds_them(pieces: list[bytes]) -> None:
    text = b"".join(pieces)
    assert h._NESTING_TAG_B.findall(text.lower()) == _REFERENCE.findall(text)


def test_depth_guard_counts_nesting_in_any_case() -> None:
    assert html_depth_exceeds(b"<body>" + b"<SeCtIoN class=x>" * 5001)
    assert html_depth_exceeds(b"<body>" + b"<Div><UL>" * 2600)
    assert not html_depth_exceeds(b"<body>" + b"<Div-x><ULx>" * 2600)  # custom elements do not nest that way
    assert not html_depth_exceeds(b"<body>" + b"<div></DIV>" * 6000)


_ZERO_WIDTH = re.compile("[\u200b\u200c\u200d\u2060\ufeff\u00ad]")


def _clean_reference(text: str) -> str:
    return unicodedata.normalize("NFC", " ".join(_ZERO_WIDTH.sub("", text).split())) if text else ""


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet=" \t\n\r\x0b\x0c\x1c\x1f\x85\xa0\u2028\u3000\u200b\u00adabZ1.é\u0301e\u2019", max_size=14))
def test_clean_is_its_definition(text: str) -> None:
    assert clean(text) == _clean_reference(text)
