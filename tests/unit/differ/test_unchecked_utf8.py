"""The HTML read skips the UTF-8 check of the body (a decoding of every byte) and looks for U+FFFD in
what the parse read instead: these pages must read as they did with the check — a page declared UTF-8
(or undeclared) but written in Windows-1252 is still read as Windows-1252, wherever its stray bytes
are that the differ reads (text, title, links, JSON-LD), and valid UTF-8 (a written-out U+FFFD
included) is read as UTF-8. Expected answers written before the first run."""
from __future__ import annotations

import json

from changewire_differ.htmlnorm import html_source, html_source_unchecked, parse_html, shows_replacement
from changewire_differ.pipeline import read

URL = "https://shop.example.test/"


def _texts(body: bytes, content_type: str | None = None) -> list[str]:
    return [b.text for b in read(body, kind="html", surface="pricing", content_type=content_type, url=URL).blocks]


def _page(inner: str, head: str = "") -> str:
    return f"<!DOCTYPE html><html><head>{head}<title>Preise</title></head><body>{inner}</body></html>"


def test_declared_utf8_written_in_windows_1252_reads_as_windows_1252() -> None:
    body = _page("<p>Preis: 59 €/Monat</p><p>Über uns – Café</p>", '<meta charset="utf-8">').encode("cp1252")
    assert _texts(body) == ["Preise", "Preis: 59 €/Monat", "Über uns – Café"]
    assert _texts(body, "text/html; charset=UTF-8") == ["Preise", "Preis: 59 €/Monat", "Über uns – Café"]


def test_undeclared_windows_1252_reads_as_windows_1252() -> None:
    body = _page("<h1>Café crème</h1><p>Prix : 12 €</p>").encode("cp1252")
    assert _texts(body) == ["Preise", "Café crème", "Prix : 12 €"]


def test_valid_utf8_with_a_written_out_replacement_character_stays_utf8() -> None:
    body = _page("<p>Bad char: \ufffd</p><p>naïve</p>", '<meta charset="utf-8">').encode()
    assert _texts(body) == ["Preise", "Bad char: \ufffd", "naïve"]
    undeclared = _page("<p>Bad char: \ufffd</p><p>naïve</p>").encode()
    assert _texts(undeclared) == ["Preise", "Bad char: \ufffd", "naïve"]


def test_declared_utf8_with_one_stray_byte_among_many_utf8_characters_keeps_utf8() -> None:
    body = _page("<p>Zürich, Genève, Málaga</p><p>price 10", '<meta charset="utf-8">').encode() + b"\x80</p>"
    assert _texts(body) == ["Preise", "Zürich, Genève, Málaga", "price 10\ufffd"]


def test_stray_bytes_only_in_json_ld_are_read_as_windows_1252() -> None:
    ld = {"@context": "https://schema.org", "@type": "JobPosting", "title": "Développeur", "datePosted": "2025-03-01"}
    body = _page("<p>Jobs</p>", f'<meta charset="utf-8"><script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}'
                 "</script>").encode("cp1252")
    doc = read(body, kind="html", surface="careers", url=URL)
    assert [e.data.get("title") for e in doc.entities["job"].items] == ["Développeur"]


def test_stray_byte_only_in_a_link_is_read_as_windows_1252() -> None:
    body = _page('<p><a href="/menu/café">Menu</a> of the day</p>').encode("cp1252")
    doc = read(body, kind="html", surface="homepage", url=URL)
    expected = parse_html(html_source(body), base_url=URL).blocks  # the checked read: Windows-1252
    assert [(b.text, b.links) for b in doc.blocks] == [(b.text, b.links) for b in expected]
    assert any("café" in link for b in doc.blocks for link in b.links)


def test_unchecked_source_flags_only_bodies_it_did_not_check() -> None:
    utf8 = _page("<p>naïve</p>", '<meta charset="utf-8">').encode()
    assert html_source_unchecked(utf8) == (utf8, True)
    assert html_source_unchecked(_page("<p>plain</p>").encode()) == (_page("<p>plain</p>").encode(), False)
    latin = _page("<p>café</p>", '<meta charset="windows-1252">').encode("cp1252")
    assert html_source_unchecked(latin) == (html_source(latin), False)
    assert not shows_replacement(parse_html(utf8))
    assert shows_replacement(parse_html(_page("<p>caf\ufffd</p>").encode()))


def test_utf8_page_with_a_stray_byte_only_where_nothing_is_read_stays_utf8() -> None:
    # a UTF-8 page (undeclared, or declared) with one Windows-1252 byte in a comment and in a script: what the
    # differ reads is valid UTF-8 and is read as such (with the whole-body check it was all Windows-1252, 'ZÃ¼rich')
    inner = "<!-- build: caf\x00 --><script>var s='\x00';</script><p>Zürich</p>"
    for head in ("", '<meta charset="utf-8">'):
        body = _page(inner, head).encode().replace(b"\x00", b"\xe9")
        assert _texts(body) == ["Preise", "Zürich"]
