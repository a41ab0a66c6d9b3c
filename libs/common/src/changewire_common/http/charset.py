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
#: an HTML comment (an unclosed one runs to the end): the <meta> prescan skips them (WHATWG)
_COMMENT = re.compile(rb"<!--.*?(?:-->|$)", re.S)
_XML_DECL = re.compile(rb"""^\s*<\?xml[^>]{0,200}?encoding\s*=\s*["']([a-zA-Z0-9_.:-]{1,40})["']""", re.I)
#: an XML declaration followed by an HTML document (an XHTML theme's `<?xml …?>` before `<!DOCTYPE html>` / `<html>`)
_XML_DECL_HTML = re.compile(rb"^\s*<\?xml[^>]{0,200}\?>\s*(?:<!--.*?-->\s*)*<(?:!doctype\s+html|html[\s>])", re.I | re.S)

#: the WHATWG Encoding Standard's labels (https://encoding.spec.whatwg.org/#names-and-labels), by the
#: Python codec that decodes each encoding as browsers do. A label is looked up here first: Python does
#: not know some of them ("windows-31j", "iso-8859-8-i", "x-mac-cyrillic", "logical", "koi") and reads
#: others differently (ISO-8859-1 is windows-1252 to a browser, Shift_JIS is Microsoft's cp932, Big5
#: includes HKSCS). Labels outside the standard fall back to Python's own codec names.
_WHATWG_ENCODINGS: dict[str, str] = {
    "utf-8": "unicode-1-1-utf-8 unicode11utf8 unicode20utf8 utf-8 utf8 x-unicode20utf8",
    "cp866": "866 cp866 csibm866 ibm866",
    "iso8859-2": "csisolatin2 iso-8859-2 iso-ir-101 iso8859-2 iso88592 iso_8859-2 iso_8859-2:1987 l2 latin2",
    "iso8859-3": "csisolatin3 iso-8859-3 iso-ir-109 iso8859-3 iso88593 iso_8859-3 iso_8859-3:1988 l3 latin3",
    "iso8859-4": "csisolatin4 iso-8859-4 iso-ir-110 iso8859-4 iso88594 iso_8859-4 iso_8859-4:1988 l4 latin4",
    "iso8859-5": "csisolatincyrillic cyrillic iso-8859-5 iso-ir-144 iso8859-5 iso88595 iso_8859-5 iso_8859-5:1988",
    "iso8859-6": "arabic asmo-708 csiso88596e csiso88596i csisolatinarabic ecma-114 iso-8859-6 iso-8859-6-e "
                 "iso-8859-6-i iso-ir-127 iso8859-6 iso88596 iso_8859-6 iso_8859-6:1987",
    "iso8859-7": "csisolatingreek ecma-118 elot_928 greek greek8 iso-8859-7 iso-ir-126 iso8859-7 iso88597 "
                 "iso_8859-7 iso_8859-7:1987 sun_eu_greek",
    # ISO-8859-8-I (logical order) has the same bytes as ISO-8859-8 (visual): only the display differs
    "iso8859-8": "csiso88598e csisolatinhebrew hebrew iso-8859-8 iso-8859-8-e iso-ir-138 iso8859-8 iso88598 "
                 "iso_8859-8 iso_8859-8:1988 visual csiso88598i iso-8859-8-i logical",
    "iso8859-10": "csisolatin6 iso-8859-10 iso-ir-157 iso8859-10 iso885910 l6 latin6",
    "iso8859-13": "iso-8859-13 iso8859-13 iso885913",
    "iso8859-14": "iso-8859-14 iso8859-14 iso885914",
    "iso8859-15": "csisolatin9 iso-8859-15 iso8859-15 iso885915 iso_8859-15 l9",
    "iso8859-16": "iso-8859-16",
    "koi8-r": "cskoi8r koi koi8 koi8-r koi8_r",
    "koi8-u": "koi8-ru koi8-u",
    "mac-roman": "csmacintosh mac macintosh x-mac-roman",
    "cp874": "dos-874 iso-8859-11 iso8859-11 iso885911 tis-620 windows-874",
    "cp1250": "cp1250 windows-1250 x-cp1250",
    "cp1251": "cp1251 windows-1251 x-cp1251",
    "cp1252": "ansi_x3.4-1968 ascii cp1252 cp819 csisolatin1 ibm819 iso-8859-1 iso-ir-100 iso8859-1 iso88591 "
              "iso_8859-1 iso_8859-1:1987 l1 latin1 us-ascii windows-1252 x-cp1252",
    "cp1253": "cp1253 windows-1253 x-cp1253",
    "cp1254": "cp1254 csisolatin5 iso-8859-9 iso-ir-148 iso8859-9 iso88599 iso_8859-9 iso_8859-9:1989 l5 latin5 "
              "windows-1254 x-cp1254",
    "cp1255": "cp1255 windows-1255 x-cp1255",
    "cp1256": "cp1256 windows-1256 x-cp1256",
    "cp1257": "cp1257 windows-1257 x-cp1257",
    "cp1258": "cp1258 windows-1258 x-cp1258",
    "mac-cyrillic": "x-mac-cyrillic x-mac-ukrainian",
    "gb18030": "chinese csgb2312 csiso58gb231280 gb2312 gb_2312 gb_2312-80 gbk iso-ir-58 x-gbk gb18030",
    "big5hkscs": "big5 big5-hkscs cn-big5 csbig5 x-x-big5",
    "euc_jp": "cseucpkdfmtjapanese euc-jp x-euc-jp",
    "iso2022_jp": "csiso2022jp iso-2022-jp",
    "cp932": "csshiftjis ms932 ms_kanji shift-jis shift_jis sjis windows-31j x-sjis",
    "cp949": "cseuckr csksc56011987 euc-kr iso-ir-149 korean ks_c_5601-1987 ks_c_5601-1989 ksc5601 ksc_5601 "
             "windows-949",
    "utf-16-be": "unicodefffe utf-16be",
    "utf-16-le": "csunicode iso-10646-ucs-2 ucs-2 unicode unicodefeff utf-16 utf-16le",
}
_WHATWG: dict[str, str] = {label: codec for codec, labels in _WHATWG_ENCODINGS.items() for label in labels.split()}
#: a label outside the standard that Python knows by another codec (browsers ignore it; kept as before)
_WHATWG["latin-1"] = "cp1252"
#: Python codecs a label outside the standard may name that are no charset of a web page: UTF-7 (the HTML
#: standard forbids it: "+AGE-" would turn "C++" into other text), the escape codecs (a "\\x41" in the page read
#: as "A", every non-ASCII byte as Latin-1), IDNA / Punycode (host names: they fail on a page's bytes even with
#: errors="replace") and "undefined" (always fails) — a hostile `charset=` naming one is no label, as browsers read it
_NOT_PAGE_CODECS = frozenset({"utf-7", "unicode-escape", "raw-unicode-escape", "idna", "punycode", "undefined"})


def normalize_charset(label: str | None) -> str | None:
    """A Python codec name for a charset label (the WHATWG Encoding Standard's decoder where it names
    one), or None when the label names no known codec."""
    if not label:
        return None
    name = label.strip().strip("\"'").lower()
    name = _WHATWG.get(name, name)
    try:
        info = codecs.lookup(name)
    except (LookupError, ValueError):  # ValueError: a NUL in the label (a hostile header or <meta>)
        return None
    if info.name in _NOT_PAGE_CODECS or not getattr(info, "_is_text_encoding", True):
        return None  # (bytes-to-bytes codecs — base64, zlib, hex — and rot13 are no text encoding either)
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
    m = _XML_DECL.search(head)
    if m is None or _XML_DECL_HTML.match(head):
        # an HTML page's encoding is its <meta> (WHATWG encoding sniffing has no XML declaration): an XHTML theme's
        # declaration left at ISO-8859-1 over a UTF-8 page that says so in its <meta> is UTF-8 to a browser.
        # The declaration decides when no <meta> names a charset
        decl = m
        if b"<!--" in head:
            head = _COMMENT.sub(b" ", head)  # a theme's commented-out old <meta> names no charset
        m = _META_CHARSET.search(head) or decl
    if m:
        label = m.group(1).decode("ascii", "replace")
        if label.strip().lower() == "x-user-defined" and m.re is _META_CHARSET:
            return "cp1252"  # (the HTML standard's prescan reads x-user-defined in a <meta> as windows-1252)
        found = normalize_charset(label)
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
    except (LookupError, UnicodeError):  # (a codec refusing "replace": never fatal, whatever a caller passes)
        return body.decode("utf-8", errors="replace"), "utf-8"
