"""Text decoding of fetched bodies: the charset from the BOM, the Content-Type header, `<meta>` /
the XML declaration, then statistical detection; undecodable bytes are replaced, never fatal.

Pure: no I/O.
"""
from __future__ import annotations

import codecs
import re

_BOMS: tuple[tuple[bytes, str], ...] = (
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF32_LE, "utf-32-le"),  # before UTF-16 LE: it starts with the same two bytes
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)

_META_CHARSET = re.compile(rb"""<meta[^>]{0,512}?charset\s*=\s*["']?\s*([a-zA-Z0-9_.:-]{1,40})""", re.I)
_XML_DECL = re.compile(rb"""^\s*<\?xml[^>]{0,200}?encoding\s*=\s*["']([a-zA-Z0-9_.:-]{1,40})["']""", re.I)

#: labels browsers decode differently from their Python namesakes (WHATWG Encoding Standard)
_WHATWG = {
    "iso-8859-1": "cp1252", "latin1": "cp1252", "latin-1": "cp1252", "us-ascii": "cp1252", "ascii": "cp1252",
    "iso8859-1": "cp1252", "l1": "cp1252", "iso-8859-9": "cp1254", "tis-620": "cp874", "iso-8859-11": "cp874",
    "x-sjis": "shift_jis", "ks_c_5601-1987": "cp949", "euc-kr": "cp949", "gb2312": "gb18030", "gbk": "gb18030",
    "x-gbk": "gb18030", "utf8": "utf-8", "unicode-1-1-utf-8": "utf-8",
}


def normalize_charset(label: str | None) -> str | None:
    """A Python codec name for a charset label, or None when the label names no known codec."""
    if not label:
        return None
    name = label.strip().strip("\"'").lower()
    name = _WHATWG.get(name, name)
    try:
        info = codecs.lookup(name)
    except LookupError:
        return None
    return info.name


def bom_charset(body: bytes) -> str | None:
    for bom, name in _BOMS:
        if body.startswith(bom):
            return name
    return None


def sniff_charset(body: bytes, header_charset: str | None, *, scan_bytes: int = 4096) -> str | None:
    """The charset named by the BOM, the header or the document itself; None when nothing names one.

    Cheap (no statistical detection): BOM first (it cannot lie), then the Content-Type charset,
    then `<meta charset>` / `http-equiv` or the XML declaration in the first `scan_bytes` bytes.
    """
    bom = bom_charset(body)
    if bom:
        return bom
    header = normalize_charset(header_charset)
    if header:
        return header
    head = body[:scan_bytes]
    m = _XML_DECL.search(head) or _META_CHARSET.search(head)
    if m:
        found = normalize_charset(m.group(1).decode("ascii", "replace"))
        # a <meta> claiming UTF-16 in a byte-oriented document is a lie the HTML spec says to read as UTF-8
        if found and found.startswith("utf-16"):
            return "utf-8"
        return found
    return None


def detect_charset(body: bytes, header_charset: str | None, *, detect_bytes: int = 65536) -> str:
    """The charset to decode `body` with: `sniff_charset`, else UTF-8 when the bytes are valid
    UTF-8, else statistical detection (charset_normalizer) on the first `detect_bytes` bytes,
    else cp1252 (never fails)."""
    found = sniff_charset(body, header_charset)
    if found:
        return found
    sample = body[:detect_bytes]
    try:
        sample.decode("utf-8")
        return "utf-8"
    except UnicodeDecodeError as exc:
        # a multi-byte sequence cut by the sample boundary is still UTF-8
        if exc.start >= len(sample) - 4 and exc.reason == "unexpected end of data":
            return "utf-8"
    try:
        from charset_normalizer import from_bytes

        best = from_bytes(sample).best()
        if best is not None and best.encoding:
            name = normalize_charset(best.encoding)
            if name:
                return name
    except Exception:  # noqa: BLE001 - detection is best effort; decoding below never fails
        pass
    return "cp1252"


def decode_body(body: bytes, header_charset: str | None) -> tuple[str, str]:
    """(text, charset used). Undecodable bytes become U+FFFD; a BOM is not part of the text."""
    charset = detect_charset(body, header_charset)
    bom = bom_charset(body)
    if bom and bom == charset:
        body = body[len(next(b for b, n in _BOMS if n == bom)) :]
    try:
        return body.decode(charset, errors="replace"), charset
    except LookupError:
        return body.decode("utf-8", errors="replace"), "utf-8"
