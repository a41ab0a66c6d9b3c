"""Charset choice: BOM, header, <meta>, XML declaration, detection; never a crash."""
from __future__ import annotations

import codecs

from changewire_common.http.charset import decode_body, detect_charset, normalize_charset, sniff_charset


def test_bom_wins_over_header() -> None:
    body = codecs.BOM_UTF8 + "héllo".encode()
    assert sniff_charset(body, "iso-8859-1") == "utf-8"
    assert decode_body(body, "iso-8859-1") == ("héllo", "utf-8")
    assert sniff_charset(codecs.BOM_UTF16_LE + "hi".encode("utf-16-le"), None) == "utf-16-le"


def test_header_then_meta_then_xml_declaration() -> None:
    assert sniff_charset(b"<html>", "UTF-8") == "utf-8"
    assert sniff_charset(b'<html><head><meta charset="windows-1251">', None) == "cp1251"
    # WHATWG: Shift_JIS is decoded as Windows-31J (cp932), as browsers do
    assert sniff_charset(b'<meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS">', None) == "cp932"
    assert sniff_charset(b'<?xml version="1.0" encoding="ISO-8859-2"?><rss/>', None) == "iso8859-2"
    assert sniff_charset(b"<html>", None) is None


def test_whatwg_aliases() -> None:
    assert normalize_charset("ISO-8859-1") == "cp1252"
    assert normalize_charset("latin1") == "cp1252"
    assert normalize_charset("bogus-charset") is None
    assert sniff_charset(b"x", "bogus") is None


def test_whatwg_labels_python_does_not_know() -> None:
    # labels of the WHATWG Encoding Standard that Python has no codec name for were "no charset" (the
    # page went to statistical detection and came out as mojibake)
    assert normalize_charset("Windows-31J") == "cp932"
    assert normalize_charset("ISO-8859-8-I") == "iso8859-8"
    assert normalize_charset("logical") == "iso8859-8"
    assert normalize_charset("x-mac-cyrillic") == "mac-cyrillic"
    assert normalize_charset("koi") == "koi8-r"
    assert normalize_charset("big5") == "big5hkscs"  # WHATWG Big5 includes HKSCS
    assert decode_body("日本語".encode("cp932"), "windows-31j") == ("日本語", "cp932")
    assert normalize_charset("utf8mb4") is None  # not a label: browsers ignore it (and so the <meta> decides)


def test_meta_claiming_utf16_in_bytes_means_utf8() -> None:
    assert sniff_charset(b'<meta charset="utf-16">', None) == "utf-8"


def test_detection_and_fallbacks() -> None:
    assert detect_charset("plain ascii and ünïcode".encode(), None) == "utf-8"
    text = "Привет, как дела? Это длинный русский текст для определения кодировки. " * 20
    assert detect_charset(text.encode("cp1251"), None) in ("cp1251", "koi8_r", "mac_cyrillic", "iso8859_5")
    got, cs = decode_body(text.encode("cp1251"), None)
    assert cs == "cp1251" and got == text


def test_undecodable_bytes_are_replaced() -> None:
    text, cs = decode_body(b"abc \xff\xfe\xfd def", "utf-8")
    assert cs == "utf-8" and "\ufffd" in text and text.startswith("abc")


def test_a_meta_in_a_comment_names_no_charset() -> None:
    # a commented-out <meta> used to win over the real one after it (the page read as mojibake)
    head = b'<html><head><!-- <meta charset="iso-8859-1"> --><meta charset="utf-8">'
    assert sniff_charset(head, None) == "utf-8"
    assert sniff_charset(b'<html><!-- <meta charset="koi8-r"> unclosed', None) is None
