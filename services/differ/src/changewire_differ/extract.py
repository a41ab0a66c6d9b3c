"""Typed entities from a cleaned HTML page, with a confidence: jobs, pricing plans, posts/news,
people, products, locations, incidents and status components. JSON-LD first, markup second.

Markup heuristics find repeated "cards": anchors (job links, prices, post headings, person names)
are grouped under the lowest ancestor that has two or more children holding anchors (the grid or
list); each such child is one card. Pure: works on the selectolax tree and blocks, no I/O.
"""
from __future__ import annotations

import hashlib
import re
from typing import Any

from selectolax.lexbor import LexborHTMLParser, LexborNode

from changewire_common.urls import canonical_url, url_path_key

from . import jsonld
from .htmlnorm import HtmlDoc, attr, tag_ids
from .model import MAIN, Block, Entity, EntitySet
from .volatile import clean, neutralize

# ---------------------------------------------------------------------------------------------
# shared helpers

_KEY_PUNCT = re.compile(r"[^\w\s]+", re.U)


def norm_key(text: str) -> str:
    """Identity form of a name or title: lower-case words, punctuation dropped."""
    return " ".join(_KEY_PUNCT.sub(" ", text.lower()).split())[:200]


def fingerprint(*parts: Any) -> str:
    h = hashlib.sha1()
    for p in parts:
        h.update(repr(p).encode("utf-8", "replace"))
        h.update(b"\x1f")
    return h.hexdigest()[:16]


def unique_keys(items: list[Entity]) -> list[Entity]:
    """Disambiguate repeated keys with a #n suffix (two openings with the same title and place; two
    changelog entries both called "Fixed an issue with reporting").

    Dated items are numbered oldest first, undated ones in page order: in a newest-first list a new
    post that repeats an older title goes on top, and numbering in page order would hand it the older
    post's key (the old post "modified", its own key "added" and dated in the past, i.e. an archive
    post come back, and the new post lost). Oldest first, the older post keeps its key."""
    counts: dict[str, int] = {}
    for e in items:
        counts[e.key] = counts.get(e.key, 0) + 1
    if len(counts) == len(items):
        return items
    rank: dict[int, int] = {}  # index → its number among the items of its key
    groups: dict[str, list[int]] = {}
    for i, e in enumerate(items):
        if counts[e.key] > 1:
            groups.setdefault(e.key, []).append(i)
    for idx in groups.values():
        dates = [_iso_day(items[i].data.get("published_at")) for i in idx]
        order = sorted(range(len(idx)), key=lambda k: (dates[k], k)) if all(dates) else range(len(idx))
        for n, k in enumerate(order, 1):
            rank[idx[k]] = n
    return [e if rank.get(i, 1) == 1 else Entity(e.type, f"{e.key}#{rank[i]}", e.fp, e.data)
            for i, e in enumerate(items)]


_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


def _iso_day(value: Any) -> str:
    """The YYYY-MM-DD a date field starts with ('' when it is no ISO date)."""
    m = _ISO_DAY.match(value) if isinstance(value, str) else None
    return m.group(0) if m else ""


_CURRENCY_SYMBOLS = {"$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "￥": "JPY", "円": "JPY", "元": "CNY", "원": "KRW",
                     "₹": "INR", "₩": "KRW", "₽": "RUB", "₺": "TRY",
                     "R$": "BRL", "A$": "AUD", "C$": "CAD", "US$": "USD", "HK$": "HKD", "S$": "SGD", "SG$": "SGD", "NT$": "TWD",
                     "MX$": "MXN", "CA$": "CAD", "AU$": "AUD", "NZ$": "NZD", "CHF": "CHF", "kr": "SEK", "zł": "PLN",
                     "Fr.": "CHF", "Rs": "INR", "₪": "ILS", "₫": "VND", "₱": "PHP", "฿": "THB",
                     # written after the amount in Central and Eastern Europe: "349 Kč", "99 lei", "4 990 Ft", "29 лв", "199 ₴"
                     "Kč": "CZK", "lei": "RON", "Ft": "HUF", "лв": "BGN", "₴": "UAH",
                     # South-East Asia and the rouble / hryvnia in words: "Rp 99.000", "RM 49", "99.000 ₫", "990 руб.", "749 грн"
                     "Rp": "IDR", "RM": "MYR", "руб": "RUB", "грн": "UAH",
                     # written after the amount: "149 ₪", "49 ש״ח", "99 ر.س", "99 ريال", "49 د.إ", "299 บาท", "249 TL",
                     # "199.000đ", "199.000 VNĐ"
                     "ש״ח": "ILS", 'ש"ח': "ILS", "ر.س": "SAR", "ريال": "SAR", "د.إ": "AED", "درهم": "AED", "ج.م": "EGP",
                     "جنيه": "EGP", "د.ك": "KWD", "ر.ق": "QAR", "บาท": "THB", "TL": "TRY", "VNĐ": "VND", "đồng": "VND",
                     "đ": "VND"}
_CODES = ("USD|EUR|GBP|CAD|AUD|JPY|INR|SEK|NOK|DKK|PLN|BRL|CHF|NZD|SGD|HKD|MXN|ZAR|"
          # the Gulf, Israel, Turkey, Central Europe, East and South-East Asia (written as codes on their pages)
          "SAR|AED|QAR|KWD|BHD|OMR|EGP|ILS|TRY|CZK|HUF|RON|KRW|THB|IDR|MYR|PHP|VND|TWD|CNY")
#: an amount: Indian lakh/crore grouping ("1,19,988", "12,34,567.50"), thousands groups ("1,299", "1.299,00",
#: "1 299"), or plain digits with cents
#: (a price under a cent, "$0.00025 / event", "€0,0004": a leading zero is never a thousands group's first digits)
_NUM = (r"0[.,]\d{3,6}(?![\d.,])|\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d{1,2})?|\d{1,3}(?:[,.\u00a0\u202f '’]\d{3})+(?:[.,]\d{1,2})?"
        r"|\d+(?:[.,]\d{1,2})?")
PRICE_RE = re.compile(
    rf"(?:(?P<sym>US\$|R\$|A\$|C\$|[$€£¥￥₹₩₽₺₪₫₱฿]|\b(?:{_CODES})\b"
    # Swiss francs written "Fr." / "SFr." before the amount ("Fr. 1'234.–", "SFr. 49.90"), not a weekday's opening hours
    # ("Mo.–Fr. 9.00–18.00 Uhr", "Mo. bis Fr. 9 Uhr") nor "Fr. 12.12." (Friday the 12th): the look-behinds after the
    # literal, the look-ahead only for it, and the word-initial symbols under one \b (a \b per symbol, or a branch of
    # their own, cost a sixth of the pattern's time)
    # (and the dollars of Hong Kong, Singapore, Taiwan, Mexico, Canada, Australia and New Zealand, no US dollars: "CA$29"
    # was "A$29", "HK$1,288" USD)
    # (Norwegian and Danish kroner written before the amount: "kr 1 199", "kr. 299,-")
    # (no letter before them, a digit may be: a toggle's two sides glued together, "Fr. 49.00Fr. 39.00", "Rs. 999Rs. 799")
    rf"|(?<![^\W\d_])(?:(?:HK|SG?|NT|MX|CA|AU|NZ)\$|Rs\.?|Rp\.?|RM|kr\.?|(?P<fr>S?Fr\.)(?<![–—/-]Fr\.)(?<![–—/-]\sFr\.)(?<!bis\sFr\.)))\s?(?P<num>{_NUM})(?:[.,][–—-](?![\d–—-]))?"
    rf"(?(fr)(?![\d.,:]|\s?(?:[–—-]\s?\d|uhr\b|h\b)))"
    # (cents in an element of their own: <span>$</span><span>9</span><sup>.99</sup> reads "$ 9 .99")
    rf"(?:(?<=\d)\s(?P<cents>[.,]\d{{2}})(?![\d.,]))?"
    rf"(?:\s?(?P<k>[kKmM])\b)?)"
    # (円, 元, 원: yen, yuan and won written after the amount, as Japanese, Chinese and Korean pages do; "1'234.– Fr.")
    # (an amount before its symbol starts where its digits start, or in their last three — "1 234 567 €": a start inside a
    # longer run is read by the start of the run already, and tried from every digit of a run of a million digits it
    # costs quadratic time)
    rf"|(?:(?:(?<!\d)|(?=\d{{1,3}}(?!\d)))(?P<num2>{_NUM})(?:[.,][–—-])?\s?(?P<sym2>€|£|\$|₹|₽|₺|₴|₫|₪|円|元|원|kr\b|zł|Kč|lei\b|(?<=\d\d\d\s)Ft\b|(?<=\d\d\d)Ft\b|лв\.?|руб\.?|грн\.?|\b(?:{_CODES})\b|S?Fr\."
    # (the shekel, the Gulf's and Egypt's currencies, the baht, the lira and the dong in their own words)
    rf"|ש[״\"]ח|ر\.س|ريال|د\.إ|درهم|ج\.م|جنيه|د\.ك|ر\.ق|บาท|TL\b|VNĐ|đồng|đ(?!\w)))"
)
_PERIOD_RE = re.compile(
    r"(?:/|\bper\s+|\ba\s+|\beach\s+|\bpro\s+|\bpar\s+|\bpor\s+|\bal\s+)\s*"
    r"(?P<unit>(?:(?:user|seat|member|editor|agent|host|node|nutzer|benutzer|utilisateur|usuario)\s*/?\s*)?"
    r"(?:mo(?:nth)?|yr|year|annum|week|day|hour|hr|monat|jahr|mois|an|mes|mês|año|ano|mån(?:ad)?|måned|mnd|md|år|maand|jaar|mese|anno|"
    # pl, cs, ro, tr, hu: "/ mies.", "/ měsíc", "/ lună", "/ ay", "/ hó"; "/ rok", "/ an", "/ yıl", "/ év"
    r"mies(?:iąc)?|měs(?:íc)?|lun[aă]|ay|hó|hónap|rok|yıl|év|"
    # id/ms, vi, ru, uk: "/bulan", "/tháng", "/мес.", "/міс."; "/tahun", "/năm", "/год", "/рік"
    r"bulan|tháng|мес(?:яц)?|міс(?:яць)?|tahun|năm|год|рік|"
    # fi, hi: "/kk" (kuukausi), "/vuosi"; "/माह", "/महीना", "/वर्ष", "/साल"
    r"kk|kuukausi|kuukaudessa|vuosi|vuodessa|माह|महीना|महीने|वर्ष|साल|"
    # de-CH: "CHF 49.–/Mt.", "Fr. 19.– pro Mt." (Monat)
    r"mt|"
    # ar, he, th: "/ شهر", "/ חודש", "/เดือน"; "/ سنة", "/ שנה", "/ปี"
    r"شهر|سنة|חודש|שנה|เดือน|ปี))(?!\w)"
    r"|[/／]\s*(?P<cjk>月|年|월|년)"
    r"|\b(?P<adverb>month[-\s]to[-\s]month|monthly|annually|yearly|per\s+year|per\s+month|billed\s+(?:monthly|annually|yearly)|one[-\s]time|"
    r"monatlich|jährlich|mensuel(?:le)?|annuel(?:le)?|mensal(?:mente)?|anualmente|mensual|anual|månadsvis|årsvis|"
    # nl: "€ 29,- p/m", "p/j" (per maand / per jaar); hi: "प्रति माह", "मासिक", "वार्षिक"
    r"p/m|p/j|प्रति\s+माह|मासिक|वार्षिक|"
    r"miesięcznie|rocznie|měsíčně|ročně|lunar|anual|aylık|yıllık|havonta|évente|"
    # ar, he, vi, id ("شهرياً", "לחודש", "hàng tháng", "per bulan" is a unit above)
    r"شهري(?:اً|ا)?|سنوي(?:اً|ا)?|לחודש|לשנה|hàng\s+tháng|hàng\s+năm|bulanan|tahunan)(?!\w)"
    # th: "รายเดือน", "รายปี" (no \b before Thai)
    r"|(?P<th_adverb>รายเดือน|รายปี)"
    # ja, zh, ko: 月額 / 年額 (monthly / yearly amount), 毎月, 按月, 每月, 每年, 월, 연간
    r"|(?P<cjk_adverb>月額|年額|月払い|年払い|毎月|每月|每年|按月|按年|월간|연간)",
    re.I,
)
_FREE_RE = re.compile(r"^\s*(?:free|free forever|\$?0|"
                      r"kostenlos|für\s+immer\s+kostenlos|gratis|gratuit|gratuit\s+pour\s+toujours|gratuito|gratuita|"
                      r"0\s?€|€\s?0|無料|免费|免費|무료|0\s?円|[¥￥]\s?0)\s*$", re.I)
_CUSTOM_RE = re.compile(r"\b(?:custom(?:\s+pricing)?|contact\s+(?:us|sales)|talk\s+to\s+(?:us|sales)|let['’]?s\s+talk|"
                        r"get\s+a\s+quote|request\s+(?:a\s+)?(?:quote|demo|pricing)|on\s+request|"
                        # de, fr, es, it, nl, pt
                        r"individuell|(?:preis\s+)?auf\s+anfrage|vertrieb\s+kontaktieren|angebot\s+anfordern|"
                        r"sur\s+devis|sur\s+mesure|nous\s+contacter|contactez-nous|personnalis[ée]|"
                        r"a\s+medida|personalizado|contactar\s+con\s+ventas|cont[áa]ctanos|su\s+richiesta|"
                        r"personalizzato|contattaci|op\s+aanvraag|op\s+maat|sob\s+consulta|"
                        # sv, da/no, pl, pt, nl: "Kontakta oss", "Kontakt", "Offert", "Zapytaj o ofertę", "Fale conosco"
                        r"kontakta\s+(?:oss|säljteamet|sälj)|kontakt(?:a)?|offert|begär\s+offert|pris\s+på\s+förfrågan|kontakt\s+os|"
                        r"kontakt\s+oss|zapytaj\s+o\s+ofert[ęe]|wycena\s+indywidualna|skontaktuj\s+si[ęe]|indywidualnie|"
                        r"fale\s+conosco|sob\s+or[çc]amento|neem\s+contact\s+op)(?!\w)"
                        # ja, zh, ko (no word boundaries in CJK text)
                        r"|お問い合わせ|お問合せ|要問合せ|要相談|お見積もり|お見積り|個別見積|联系销售|联系我们|洽询|문의", re.I)


#: what ends right before a price that is only a conversion at the day's exchange rate ("≈ €45.12", "(~£38)",
#: "approx. $52", "ca. 42 €"): the visitor's currency beside the page's own price, moving with the rate
_APPROX_BEFORE = re.compile(r"(?:≈|~|\bapprox(?:\.|imately)?|\bca\.|\betwa|\benviron|\baprox\.?)\s*$", re.I)


def price_tokens(text: str) -> list[str]:
    """Prices as shown ("$29", "€19.99", "29 €", "USD 49"), in order (not a conversion: "≈ €45.12")."""
    out = []
    for m in PRICE_RE.finditer(text):
        if m.start() and _APPROX_BEFORE.search(text, max(0, m.start() - 14), m.start()):
            continue
        tok = " ".join(m.group(0).split())
        if m.group("cents"):
            tok = re.sub(r"(?<=\d)\s+(?=[.,]\d{2}(?!\d))", "", tok, count=1)
        if m.group("sym"):
            tok = re.sub(r"^(\S+?)\s+(?=\d)", r"\1", tok) if not (m.group("sym").isalpha() or m.group("fr") or m.group("sym") == "kr.") else tok
        out.append(tok)
    return out


_AMOUNT = re.compile(r"\d(?:[\d,.\u00a0\u202f ]|['’](?=\d{3}))*")  # (Swiss francs group with an apostrophe: "CHF 1'290")


def price_key(token: str) -> str:
    """A shown price's identity: its symbol or code and its amount, formatting aside ("$49" and
    "$49.00", "€1.299" and "€1299", "CHF 49.–" and "CHF 49" are one price)."""
    m = _AMOUNT.search(token)
    if m is None:
        return token
    raw = m.group(0).rstrip(",. \u00a0\u202f")
    digits = re.split(r"[,.\u00a0\u202f '’]", raw)
    if len(digits) > 1 and (len(digits[-1]) != 3 or (len(digits) == 2 and digits[0] == "0")):
        # ("0.005": a leading zero is no thousands group, the price is under a cent)
        whole, frac = "".join(digits[:-1]), digits[-1]  # the last separator is the decimal point
    else:
        whole, frac = "".join(digits), ""
    frac = frac.rstrip("0")
    amount = (whole.lstrip("0") or "0") + ("." + frac if frac else "")
    unit = (token[: m.start()] + "¤" + token[m.end():]).replace(" ", "").rstrip(".,–—-").replace("Rs.¤", "Rs¤")
    return unit.replace("¤", amount)


_NOT_AMOUNT = re.compile(r"[^\d.kKmM]")


def price_id(token: str) -> str:
    """A price's identity for comparing two versions: its currency and its amount, however the page
    writes them ("$29", "US$29" and "USD 29" are one price; so are "€29" and "29 €")."""
    key = price_key(token)
    m = _ID_AMOUNT.search(key)
    return f"{price_currency(token)}|{(m.group(1) + (m.group(2) or '').lower()) if m else _NOT_AMOUNT.sub('', key)}"


#: the amount of a price_key and a thousand/million suffix that is no letter of a word ("$1.2k", not "349Kč")
_ID_AMOUNT = re.compile(r"(\d[\d.]*)([kKmM](?![^\W\d_]))?")


#: longest symbols first ("R$" is Brazil's real, not a dollar)
_SYMBOLS_BY_LENGTH = sorted(_CURRENCY_SYMBOLS.items(), key=lambda kv: -len(kv[0]))


def price_currency(token: str) -> str:
    for sym, code in _SYMBOLS_BY_LENGTH:
        if sym in token:
            return code
    m = re.search(_CODES, token)
    return m.group(0) if m else ""


def price_period(text: str) -> str:
    m = _PERIOD_RE.search(text)
    if not m:
        return ""
    raw = (m.group("unit") or m.group("adverb") or m.group("cjk") or m.group("cjk_adverb") or m.group("th_adverb")
           or "").lower()
    per = ""
    if ("user" in raw or "seat" in raw or "member" in raw or "editor" in raw or "agent" in raw or "nutzer" in raw
            or "utilisateur" in raw or "usuario" in raw):
        per = "user/"
    if re.search(r"mo|month|mes|mês|mån|måned|mnd|^md$|maand|mies|měs|lun|^ay|aylık|hó|havonta|bulan|tháng|мес|міс|月|월|شهر|חודש|เดือน|"
                 r"^kk$|kuukau|^p/m$|माह|मही|मासिक|^mt$", raw):
        return per + "month"
    if re.search(r"yr|year|annum|annual|jahr|jährlich|an|año|anual|år|jaar|anno|rok|ročně|yıl|év|tahun|năm|год|рік|年|년|연|"
                 r"سنة|سنوي|שנה|ปี|vuo[sd]|^p/j$|वर्ष|साल|वार्षिक", raw):
        return per + "year"
    if "week" in raw:
        return per + "week"
    if "day" in raw:
        return per + "day"
    if "hour" in raw or "hr" in raw:
        return per + "hour"
    if "one" in raw:
        return "one-time"
    return per.rstrip("/")


_HEADINGS = "h1, h2, h3, h4, h5, h6"
_NAMEISH = ('h1, h2, h3, h4, h5, h6, [class*="title" i], [class*="name" i], [class*="heading" i], '
            '[class*="plan" i], [class*="tier" i], strong, b, dt')


def inner(node: LexborNode, selector: str) -> list[LexborNode]:
    """Descendants matching `selector` (selectolax's `css` also returns the node itself)."""
    mid = node.mem_id
    return [n for n in node.css(selector) if n.mem_id != mid]


def inner_first(node: LexborNode, selector: str) -> LexborNode | None:
    first = node.css_first(selector)
    if first is None or first.mem_id != node.mem_id:
        return first
    rest = inner(node, selector)
    return rest[0] if rest else None


def node_text(node: LexborNode, sep: str = " ") -> str:
    try:
        # (skip_empty: a text node of ASCII whitespace adds only whitespace between separators, which clean()
        # collapses; skipped in C. Every caller's `sep` is whitespace)
        return clean(node.text(deep=True, separator=sep, skip_empty=True))
    except Exception:  # noqa: BLE001 - detached node
        return ""


#: a status label inside a title ("New", "Beta", "Updated" in a badge or pill): no part of the title
_TITLE_BADGE_SEL = '[class*="badge" i], [class*="pill" i], [class*="ribbon" i], [class*="chip" i]'


def heading_title(h: LexborNode) -> str:
    """A heading's text without the short badges inside it (a changelog entry's "v3.3.0 New" is "v3.3.0":
    the badge comes and goes, the entry stays)."""
    title = node_text(h)
    for x in h.css(_TITLE_BADGE_SEL):
        badge = node_text(x)
        if badge and len(badge) <= 24 and badge != title:
            if title.endswith(" " + badge):
                title = title[: -len(badge) - 1].rstrip()
            elif title.startswith(badge + " "):
                title = title[len(badge) + 1:].lstrip()
    return title


def lines(node: LexborNode) -> list[str]:
    """The text pieces of a node (text nodes, whitespace-trimmed, empty ones dropped)."""
    try:
        # (skip_empty: a text node of ASCII whitespace is only empty pieces, dropped below; skipped in C)
        raw = node.text(deep=True, separator="\n", skip_empty=True)
    except Exception:  # noqa: BLE001
        return []
    return [c for c in (clean(x) for x in raw.split("\n")) if c]


#: where ancestors() stops (the ids of "body" and "html": compared as ints, where `node.tag` decodes a string)
_TOP_IDS = frozenset(tag_ids({"body", "html"})[t] for t in ("body", "html"))


def ancestors(node: LexborNode) -> list[LexborNode]:
    """The ancestors of `node` below <body> (or <html>), nearest first."""
    out: list[LexborNode] = []
    top = _TOP_IDS
    n = node.parent
    while n is not None and n.tag_id not in top:
        out.append(n)
        n = n.parent
    return out


def in_regions(node: LexborNode, ids: set[int], memo: dict[int, bool] | None = None) -> bool:
    """Whether `node` or one of its ancestors (below <body>) is one of `ids` (stops at the first).

    `memo`: for many nodes of one document and one `ids` (a loop over its links), the answer for each ancestor
    walked, by its id: the nodes share most of their ancestors, and a walk stops at the first one answered."""
    if not ids:
        return False
    if node.mem_id in ids:
        return True
    top = _TOP_IDS
    n = node.parent
    if memo is None:
        while n is not None and n.tag_id not in top:
            if n.mem_id in ids:
                return True
            n = n.parent
        return False
    # every ancestor walked gets the answer: below an element of `ids` or a remembered True, True; below the top
    # (or a remembered False) without one, False
    walked: list[int] = []
    found = False
    while n is not None:
        mid = n.mem_id
        hit = memo.get(mid)
        if hit is not None:
            found = hit
            break
        if n.tag_id in top:
            break
        walked.append(mid)
        if mid in ids:
            found = True
            break
        n = n.parent
    for mid in walked:
        memo[mid] = found
    return found


def _text_size(node: LexborNode, cap: int) -> int:
    """len(node_text(node)) when it is at most `cap`, else some length over `cap`. A large element's text (a
    section of the page, the page's main column: the ancestors a lone link's card is looked for among) is
    cleaned from its start up to a space past 4 x `cap` characters first: that prefix's clean text is never
    longer than the whole's (clean() splits and joins at whitespace, drops zero-width characters one by one, and
    NFC never composes across a space), so once it is over `cap` the rest need not be cleaned."""
    try:
        raw = node.text(deep=True, separator=" ", skip_empty=True)  # (as node_text reads it)
    except Exception:  # noqa: BLE001 - detached node
        return 0
    head = 4 * cap
    if len(raw) > 2 * head:
        cut = raw.find(" ", head)
        if cut > 0:
            n = len(clean(raw[:cut]))
            if n > cap:
                return n
    return len(clean(raw))


#: (no parent looked up yet)
_NO_STEP: Any = object()


_HEADING_LIKE = frozenset({"h1", "h2", "h3", "h4", "h5", "h6", "strong", "b", "dt"})


def _named_by(x: LexborNode) -> bool:
    """Whether a _NAMEISH element can name a card: a heading (whatever it holds), or an element title-like by its
    class that holds no price."""
    return x.tag in _HEADING_LIKE or not PRICE_RE.search(node_text(x))


def group_cards(
    anchors: list[LexborNode], *, needs_name: bool = False, max_card_chars: int = 2500
) -> list[tuple[LexborNode, list[LexborNode], LexborNode | None]]:
    """(card, anchors in it, grid) triples in document order.

    The grid of an anchor is its lowest ancestor with two or more children holding anchors (when
    `needs_name`, two or more of those children must also hold a heading or title-like element);
    the card is the grid's child on the anchor's path. A lone anchor's card is its nearest
    ancestor that is not larger than `max_card_chars`.
    """
    if not anchors:
        return []
    # each anchor's ancestors below <body> (as ancestors() gives them), with their ids: anchors share most of theirs,
    # so every element's parent is looked up once (an element's id → its parent and the parent's id; None at the top)
    top = _TOP_IDS
    up: dict[int, tuple[LexborNode, int] | None] = {}
    amids: list[int] = []
    chains: list[list[tuple[LexborNode, int]]] = []
    for a in anchors:
        node, mid = a, a.mem_id
        amids.append(mid)
        chain: list[tuple[LexborNode, int]] = []
        while True:
            step = up.get(mid, _NO_STEP)
            if step is _NO_STEP:
                p = node.parent
                step = up[mid] = None if p is None or p.tag_id in top else (p, p.mem_id)
            if step is None:
                break
            chain.append(step)  # type: ignore[arg-type]
            node, mid = step  # type: ignore[misc]
        chains.append(chain)
    kids: dict[int, dict[int, LexborNode]] = {}
    for a, amid, chain in zip(anchors, amids, chains):
        child, cmid = a, amid
        for x, xmid in chain:
            ks = kids.get(xmid)
            if ks is None:
                kids[xmid] = {cmid: child}
            elif cmid in ks:
                break  # (recorded for an earlier anchor, and so is every step above it: one path leads up)
            else:
                ks[cmid] = child
            child, cmid = x, xmid
    has_name: dict[int, bool] = {}
    sizes: dict[int, int] = {}

    def size(n: LexborNode) -> int:
        """len(node_text(n)) when at most `max_card_chars`, else a length over it (see _text_size; only compared
        with `max_card_chars`), once per element (anchors share their ancestors)."""
        v = sizes.get(n.mem_id)
        if v is None:
            v = sizes[n.mem_id] = _text_size(n, max_card_chars)
        return v

    def named(n: LexborNode) -> bool:
        v = has_name.get(n.mem_id)
        if v is None:
            first = n.css_first(_NAMEISH)
            # (an element title-like by its class alone that holds a price is none: a card's "tier-price" and
            # "tier-usage" lines, two per plan, made each card a grid of two plans named "/month"; a heading holding
            # the price, Framer's "<h2>$29</h2>" under a name in a <p>, still is)
            v = first is not None and (_named_by(first) or any(_named_by(x) for x in n.css(_NAMEISH)))
            has_name[n.mem_id] = v
        return v

    cards: dict[int, tuple[LexborNode, list[LexborNode], LexborNode | None]] = {}
    order: list[int] = []
    for a, chain in zip(anchors, chains):
        child = a
        card: LexborNode | None = None
        grid: LexborNode | None = None
        for x, xmid in chain:
            ks = kids[xmid]
            if len(ks) >= 2 and (not needs_name or sum(1 for k in ks.values() if named(k)) >= 2):
                card, grid = child, x
                break
            child = x
        if card is None:
            card = a
            for x, _xmid in chain:
                if size(x) > max_card_chars:
                    break
                card = x
                # (a named card: the nearest ancestor holding a name, not the page section around it — one
                # priced plan beside an 'Enterprise: contact us' card took the page's <h1> for its name)
                if x.tag in ("li", "article", "tr", "section") or (needs_name and named(x)):
                    break
        elif size(card) > max_card_chars:
            card = a.parent or a
        key = card.mem_id
        if key not in cards:
            cards[key] = (card, [], grid)
            order.append(key)
        cards[key][1].append(a)
    return [cards[k] for k in order]


# ---------------------------------------------------------------------------------------------
# jobs

_JOB_HOSTS = re.compile(
    r"(?:greenhouse\.io|lever\.co|ashbyhq\.com|workable\.com|smartrecruiters\.com|recruitee\.com|personio\.(?:de|com)|"
    r"teamtailor\.com|myworkdayjobs\.com|bamboohr\.com|jobvite\.com|icims\.com|breezy\.hr|applytojob\.com|"
    r"workatastartup\.com|wellfound\.com|rippling\.com|jobs\.gem\.com|pinpointhq\.com|homerun\.co|join\.com|"
    r"factorialhr\.com|comeet\.com|successfactors\.|taleo\.net|ultipro\.com|paylocity\.com|recruitcrm\.io|"
    # more boards: Japan (Wantedly, HERP, HRMOS, talentio), Korea (Wanted, greetinghr), Germany (softgarden, d.vinci, rexx,
    # onlyfy, kenjo), Oracle Recruiting, Freshteam, Zoho Recruit, Manatal, Trakstar, Welcome to the Jungle, Dover, Polymer
    r"wantedly\.com|herp\.careers|hrmos\.co|talentio\.com|wanted\.co\.kr|greetinghr\.com|softgarden\.(?:de|io)|dvinci-hr\.com|"
    r"rexx-recruitment\.com|onlyfy\.jobs|kenjo\.io|oraclecloud\.com|freshteam\.com|zohorecruit\.(?:com|eu|in)|careers-page\.com|"
    r"trakstar\.com|welcometothejungle\.com|dover\.com|polymer\.co|"
    r"jobs\.|careers\.)", re.I)
_JOB_PATH = re.compile(
    r"/(?:jobs?|careers?|positions?|openings?|vacanc(?:y|ies)|roles?|opportunit(?:y|ies)|job-posting|postings?|"
    r"stellen(?:angebote)?|offres?|empleos?|o|apply|join-us|joinus|work-with-us|"
    # pl, sv, nl, pt, it, ja/zh/ko sites' own words: /praca/, /oferty-pracy/, /jobb/, /vacatures/, /vagas/, /lavora-con-noi/, /recruit/
    r"praca|oferty(?:-pracy)?|jobb|lediga-jobb|tjanster|vacatures?|werken-bij|vagas?|carreiras?|trabalhe-conosco|"
    # sv "karriär", no/da "ledige stillinger", fi "ura" / "avoimet työpaikat" / "rekry", ru/uk "вакансии" transliterated
    r"karriar|ledige-stillinger|stillinger|ura|avoimet-tyopaikat|tyopaikat|rekry|vakansii|vakansiyi|vakansiji|"
    r"lavora-con-noi|posizioni(?:-aperte)?|offerte(?:-di-lavoro)?|recruit(?:ment)?|saiyo|zhaopin|채용|"
    # de, cs/sk/pl, tr, hu, ro, fr: /karriere/<job>, /kariera/<job>, /kariyer/<job>, /karrier/<job>, /cariere/<job>, /carrieres/<job>
    r"karriere|kariera|kariyer|karrier|cariere|carri[eè]res?|volna-mista|volne-pozice|pozice|is-ilanlari|is-ilani|acik-pozisyonlar|"
    r"allasok|allasajanlatok|locuri-de-munca|"
    # es, fr: /trabaja-con-nosotros/<job>, /vacantes/<job>, /ofertas-de-empleo/<job>, /carreras/<job>, /emplois/<job>, /recrutement/<job>
    r"trabaja-con-nosotros|unete(?:-a-nosotros|-al-equipo)?|vacantes|ofertas-de-empleo|carreras|emplois?|recrutement|nous-rejoindre|"
    r"rejoignez-nous|"
    # vi, id: /tuyen-dung/<job>, /viec-lam/<job>, /karier/<job>, /karir/<job>, /lowongan/<job>
    r"tuyen-dung|viec-lam|co-hoi-nghe-nghiep|karier|karir|lowongan(?:-kerja)?)/[^/?#]+", re.I)
_JOB_QUERY = re.compile(r"[?&](?:gh_jid|jobid|job_id|jid|jobId|posting_id|jk|reqid|req_id|requisitionid)=", re.I)
_NOT_JOB_PATH = re.compile(
    r"/(?:benefits|culture|life|values|teams?|departments?|locations?|students?|internships?$|faq|search|alerts?|"
    r"privacy|how-we-hire|hiring-process|university|events?|blog|news|about)(?:/|$)", re.I)
_GENERIC_LINK = re.compile(
    r"^(?:apply(?:\s+now)?|view(?:\s+(?:job|role|position|opening|details))?|details|learn\s+more|read\s+more|"
    r"see\s+(?:more|details|role|job)|more|open|→|»|›|>|see\s+all.*|view\s+all.*|all\s+jobs|show\s+more|"
    # the apply button in other languages (a HubSpot or WordPress card titled by its heading, "Postuler" the link)
    r"postuler|je\s+postule|candidater|(?:jetzt\s+)?bewerben|zur\s+stelle|solicitar|aplicar|post[úu]late|candidatar(?:-se)?|"
    r"candidati|candidatati|solliciteer(?:\s+nu)?|ans[öo]k(?:\s+nu)?|s[øo]g(?:\s+nu)?|hae(?:\s+nyt)?|ba[şs]vur|aplikuj|"
    r"応募する|지원하기|申请职位|立即申请)$", re.I)
#: cities where companies hire, beyond the few in _LOCATION_HINT, with the names they call themselves
#: (a group heading "München" or "Lyon" is a place, not a team). Names that are also common words or
#: team names (Reading, Nice, Mobile, Phoenix, Split, Bath) are left out.
_CITIES = (
    # Germany, Austria, Switzerland, Benelux, France
    "münchen muenchen hamburg frankfurt stuttgart köln koeln cologne düsseldorf duesseldorf leipzig dresden hannover "
    "nürnberg nuremberg bremen karlsruhe mannheim wien graz linz zürich zuerich genève geneve geneva basel lausanne "
    "bern rotterdam utrecht eindhoven den_haag the_hague antwerpen antwerp bruxelles brussels brussel gent ghent "
    "luxembourg lyon marseille lille toulouse bordeaux nantes strasbourg montpellier rennes grenoble sophia_antipolis "
    # Southern, Northern and Eastern Europe, the British Isles
    "milano milan roma rome torino turin napoli naples bologna firenze valencia sevilla seville bilbao málaga malaga "
    "zaragoza porto braga oslo bergen helsinki espoo tampere göteborg gothenburg malmö malmo aarhus tallinn riga "
    "vilnius praha prague brno budapest bucureşti bucurești bucharest cluj-napoca sofia belgrade beograd zagreb "
    "ljubljana bratislava athens athína thessaloniki istanbul ankara kyiv kiev lviv kraków krakow wrocław wroclaw "
    "gdańsk gdansk poznań poznan łódź lodz katowice manchester edinburgh glasgow bristol cambridge oxford leeds "
    "birmingham belfast cardiff cork galway limerick newcastle liverpool nottingham sheffield "
    # the Americas
    "vancouver montréal montreal ottawa calgary edmonton waterloo kitchener québec quebec_city halifax winnipeg "
    "palo_alto mountain_view menlo_park sunnyvale redwood_city san_jose san_mateo oakland berkeley san_diego irvine "
    "santa_monica portland salt_lake_city atlanta miami dallas houston philadelphia pittsburgh washington_dc "
    "washington,_d.c. raleigh durham nashville minneapolis detroit columbus boulder cincinnati cleveland baltimore "
    "st._louis kansas_city charlotte orlando tampa las_vegas sacramento ann_arbor new_jersey brooklyn "
    "buenos_aires córdoba santiago bogotá bogota medellín medellin lima montevideo quito caracas "
    "rio_de_janeiro são_paulo florianópolis florianopolis belo_horizonte curitiba porto_alegre recife "
    "guadalajara monterrey ciudad_de_méxico cdmx san_josé_(costa_rica) "
    # Asia, Oceania, Africa, the Middle East
    "mumbai delhi new_delhi hyderabad pune chennai kolkata gurgaon gurugram noida ahmedabad kochi jaipur "
    "karachi lahore islamabad dhaka colombo kathmandu jakarta manila makati cebu bangkok kuala_lumpur penang "
    "ho_chi_minh_city hanoi hong_kong shanghai beijing shenzhen guangzhou hangzhou chengdu taipei seoul busan "
    "osaka kyoto nagoya fukuoka 東京 大阪 melbourne brisbane perth adelaide canberra auckland wellington christchurch "
    "nairobi lagos accra kigali kampala cape_town johannesburg cairo casablanca tunis dubai abu_dhabi riyadh doha "
    "manama muscat amman beirut jerusalem haifa herzliya"
)
_LOCATION_HINT = re.compile(
    r"\b(?:remote|hybrid|on-?site|anywhere|worldwide|work\s+from\s+home|distributed|emea|apac|latam|"
    r"north\s+america|europe|usa?|united\s+states|united\s+kingdom|uk|germany|france|canada|india|"
    r"new\s+york|san\s+francisco|london|berlin|paris|amsterdam|toronto|dublin|singapore|sydney|tokyo|"
    r"munich|austin|seattle|boston|chicago|los\s+angeles|denver|bangalore|bengaluru|madrid|barcelona|"
    r"lisbon|stockholm|copenhagen|zurich|vienna|warsaw|tel\s+aviv|sao\s+paulo|mexico\s+city|"
    # countries jobs are grouped under (and their own names for themselves)
    r"spain|españa|italy|italia|netherlands|nederland|austria|österreich|switzerland|schweiz|suisse|poland|polska|"
    r"portugal|sweden|sverige|norway|norge|denmark|danmark|finland|ireland|belgium|belgique|japan|australia|brazil|brasil|"
    r"mexico|méxico|deutschland|frankreich|allemagne|espagne|alemania|francia|"
    + "|".join(re.escape(c).replace("_", r"\s+").replace(r"\ ", r"\s+") for c in _CITIES.split())
    + r")(?!\w)", re.I)
_CITY_COUNTRY = re.compile(r"^[A-ZÀ-Ý][\w.'’ -]{1,40},\s*[A-ZÀ-Ý][\w.'’ -]{1,40}(?:\s*[/;•|]\s*.*)?$")
_EMPLOYMENT = re.compile(r"^(?:full[-\s]?time|part[-\s]?time|contract(?:or)?|temporary|internship|intern|"
                         r"permanent|freelance|werkstudent|vollzeit|teilzeit|minijob|praktikum|befristet|festanstellung|"
                         r"temps\s+(?:plein|partiel)|cdi|cdd|stage|alternance|jornada\s+completa|media\s+jornada|tiempo\s+(?:completo|parcial)|"
                         r"pr[áa]cticas|正社員|契約社員|パート|アルバイト|業務委託|"
                         # sv, da/no, fi, pl, nl, pt, it, zh, ko, ar, he
                         r"heltid|deltid|visstid|tillsvidare|timanställning|fuldtid|kokoaikainen|osa-aikainen|"
                         r"pełny\s+etat|pełen\s+etat|część\s+etatu|umowa\s+o\s+pracę|b2b|staż|praktyki|fulltime|parttime|voltijd|deeltijd|"
                         r"tempo\s+integral|meio\s+período|estágio|tempo\s+pieno|tempo\s+(?:in)?determinato|tirocinio|"
                         r"全职|兼职|实习|정규직|계약직|인턴|دوام\s+كامل|دوام\s+جزئي|משרה\s+מלאה|משרה\s+חלקית|"
                         # tr, th, vi, id
                         r"tam\s+zamanlı|yarı\s+zamanlı|sözleşmeli|stajyer|staj|งานประจำ|พนักงานประจำ|เต็มเวลา|พาร์ทไทม์|"
                         r"นอกเวลา|สัญญาจ้าง|ฝึกงาน|toàn\s+thời\s+gian|bán\s+thời\s+gian|thực\s+tập(?:\s+sinh)?|hợp\s+đồng|"
                         r"penuh\s+waktu|paruh\s+waktu|purnawaktu|kontrak|magang|karyawan\s+tetap)$", re.I)
#: a card's workplace-type label (Lever's `workplaceTypes`, Ashby's "• Hybrid", Teamtailor's "· Hybride")
_WORKPLACE = re.compile(r"^(?:remote|fully\s+remote|remote[-\s]first|hybrid|on-?site|onsite|in[-\s]office|in[-\s]person|"
                        r"hybride|t[ée]l[ée]travail(?:\s+complet)?|sur\s+site|pr[ée]sentiel|remoto|h[íi]brido|presencial|"
                        r"vor\s+ort|homeoffice|home\s+office|mobiles\s+arbeiten|"
                        # pl, sv, nl, pt/it, zh, ja, ko, ar, he
                        r"zdalnie|praca\s+zdalna|hybrydowo|praca\s+hybrydowa|stacjonarnie|praca\s+stacjonarna|w\s+biurze|"
                        r"(?:på\s+)?distans|på\s+plats|på\s+kontoret|op\s+afstand|thuiswerken|op\s+locatie|op\s+kantoor|"
                        r"da\s+remoto|ibrido|in\s+sede|in\s+presenza|smart\s+working|"
                        r"远程(?:办公)?|遠端|混合办公|现场办公|坐班|フルリモート|リモート(?:ワーク)?|ハイブリッド|出社|オフィス勤務|"
                        r"원격(?:\s*근무)?|재택(?:\s*근무)?|하이브리드|사무실\s*근무|عن\s+بُ?عد|هجين|في\s+المكتب|מרחוק|היברידי|מהמשרד|"
                        # th: remote work, work from home, hybrid, at the office
                        r"ทำงานทางไกล|ทำงานที่บ้าน|รีโมท|ไฮบริด|ที่สำนักงาน|เข้าออฟฟิศ|"
                        # tr, cs, hu, ro: "Uzaktan", "Hibrit", "Ofiste", "Na dálku", "Vzdáleně", "Hybridně", "Távmunka", "La distanță"
                        r"uzaktan(?:\s+çalışma)?|hibrit|ofiste|işyerinde|na\s+dálku|vzdáleně|hybridně|z\s+domova|v\s+kanceláři|"
                        r"távmunka|hibrid|irodai|home\s+office-ban|la\s+distan[țţ][ăa]|hibrid|de\s+la\s+birou)$", re.I)


#: a heading that titles a job listing, not a team: "Open positions", "Current openings", "Nos offres", "Offene Stellen"
_LISTING_TITLE = re.compile(
    r"\b(?:open\s+(?:positions?|roles?|jobs?)|(?:current\s+)?openings|job\s+openings|all\s+jobs|jobs\s+at|we'?re\s+hiring|"
    r"join\s+(?:us|our\s+team)|nos\s+offres|offres\s+d'emploi|postes?\s+ouverts?|offene\s+stellen|stellenangebote|"
    r"ofertas\s+de\s+empleo|vacantes|posiciones\s+abiertas|lediga\s+(?:tjänster|jobb)|ledige\s+stillinger|"
    r"vacatures|openstaande\s+vacatures|posizioni\s+aperte|vagas\s+abertas|"
    # pl, tr, id, vi
    r"otwarte\s+rekrutacje|aktualne\s+oferty(?:\s+pracy)?|oferty\s+pracy|açık\s+pozisyonlar|lowongan\s+tersedia|"
    r"vị\s+trí\s+đang\s+tuyển)\b"
    # ja, zh, ko, th, ar, he (no word boundaries)
    r"|募集職種|募集中の職種|求人一覧|招聘职位|开放职位|채용\s*중인\s*포지션|ตำแหน่งงานที่เปิดรับ|الوظائف\s+المتاحة|"
    r"الوظائف\s+الشاغرة|משרות\s+פתוחות", re.I)
#: a team's name on a card ("Engineering", "Customer Success", "Tech"): no city
_TEAM_WORD = re.compile(r"\b(?:engineering|design|support|data|tech(?:nology)?|hr|it|research|success|service|services|"
                        r"operations|logistics|administration|admin|security|infrastructure|platform|growth|partnerships|"
                        r"vertrieb|entwicklung|technik|verwaltung|produktion|ingénierie|ventas|ingeniería|soporte|produit|produkt)\b", re.I)
_CITY_LINE = re.compile(r"^[A-ZÀ-Ý][\w'’.-]+(?:[ -][A-ZÀ-Ý][\w'’.-]+){0,2}$")
#: ... and a place written in Chinese, Japanese or Korean (no capitals there): "서울", "上海", "東京都"
_CJK_PLACE = re.compile(r"^[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]{2,8}$")


#: a group heading's label before the place it names: "Standort Berlin", "Office: London", "Jobs in Madrid", "Bureau de Lyon"
_PLACE_LABEL = re.compile(r"^(?:standorte?|office|location|büro|bureau(?:\s+de)?|oficina(?:\s+de)?|sede(?:\s+de)?|"
                          r"niederlassung|(?:jobs|stellen|openings|opportunities|offres|postes|empleos|vacantes)\s+(?:in|à|a|en))"
                          r"\s*[:–—-]?\s+(?=\S)", re.I)


def unlabelled_place(text: str) -> str:
    """A group heading without the label before the place it names ("Standort Berlin" → "Berlin"); the text as it is
    otherwise."""
    t = text.strip()
    m = _PLACE_LABEL.match(t)
    return t[m.end():] if m is not None else t


def place_heading(text: str) -> bool:
    """Whether a group heading names a place ("Madrid, España", "Germany", "Remote", "Standort Berlin") rather than a
    team: jobs grouped by city or country take it as their location, not their department."""
    t = unlabelled_place(text)
    if not t or len(t) > 60:
        return False
    if _CITY_COUNTRY.match(t) and not _ROLE_TITLE.search(t):
        return True
    m = _LOCATION_HINT.search(t)
    return bool(m) and m.group(0).lower() == t.lower()


def _employment_only(text: str) -> bool:
    """A line of employment types only, comma-separated (Personio's "Festanstellung, Vollzeit"): it reads like
    "City, Country" but names no place."""
    parts = [x.strip() for x in text.strip("·•|- \t").split(",")]
    return len(parts) >= 2 and all(_EMPLOYMENT.match(x) for x in parts)


_GLUED_PLACE = re.compile(r"^(?P<title>.{3,}?)(?:\s+[–—|-]\s+(?P<a>[^–—|()]{2,40})|\s*\((?P<b>[^()]{2,40})\))$")


def _is_place(text: str) -> bool:
    """A short text that is all place: one known city, country or region ("Munich", "Remote", "EMEA"), a "City,
    Country" pair, or several of them joined by "/" or ","."""
    parts = [x.strip() for x in re.split(r"\s*[/,]\s*|\s+(?:or|&|and)\s+", text) if x.strip()]
    return bool(parts) and len(parts) <= 4 and (bool(_CITY_COUNTRY.match(text)) and len(text.split()) <= 5
                                                or all(_LOCATION_HINT.fullmatch(x) for x in parts))


def _glued_place(title: str) -> tuple[str, str] | None:
    """(title, place) when a job link's text ends with its place after a dash or in parentheses ("Account
    Executive – Munich", "Data Analyst (m/w/d) (Hamburg)", "Designer (Remote)"); None when the tail is no place
    ("Software Engineer – Backend", "(m/w/d)")."""
    m = _GLUED_PLACE.match(title.strip())
    if m is None:
        return None
    place = (m.group("a") or m.group("b") or "").strip()
    head = m.group("title").strip(" –—|-")
    if not _is_place(place) or not head or _is_place(head):
        return None
    return head, place


def _bare_location(text: str) -> str:
    """A location line without its separators ("· Berlin |") or wrapping parentheses ("(Remote)");
    parentheses that belong to it stay ("Remote (EU)")."""
    t = text.strip("·•|- \t")
    if t.startswith("(") and t.endswith(")") and t.count("(") == 1:
        t = t[1:-1].strip()
    return t


def _looks_location(text: str) -> bool:
    if len(text) > 90 or not text:
        return False
    return bool(_LOCATION_HINT.search(text) or _CITY_COUNTRY.match(text))


def _is_job_url(url: str, page_url: str) -> bool:
    if not url:
        return False
    if page_url and url_path_key(url) == url_path_key(page_url):
        return False
    path = url.split("://", 1)[-1]
    host, _, rest = path.partition("/")
    rest = "/" + rest
    if _JOB_QUERY.search(url):
        return True
    if _NOT_JOB_PATH.search(rest) and not _JOB_HOSTS.search(host):
        return False
    if _JOB_PATH.search(rest):
        return True
    return bool(_JOB_HOSTS.search(host)) and rest.strip("/").count("/") >= 1


_BADGE_SEL = ('[class*="badge" i], [class*="pill" i], [class*="chip" i], [class*="tag" i], [class*="label" i], '
              '[class*="new" i], [class*="status" i]')
_BADGE_WORDS = re.compile(r"^(?:new|hot|urgent|featured|hiring|remote|hybrid|closing soon|just posted|beta|alpha|"
                          r"(?:public\s+|private\s+)?preview|early\s+access|coming\s+soon|\d+\s*(?:d|days?|h|hours?)\s+ago|"
                          # "new" and "urgent" in other languages: a badge, no part of a title
                          r"nowo[śs][ćc]|nowa|nowe|ny|nytt|nieuw|novo|nova|novidade|nuov[oa]|novità|neu|nouveau|nouvelle|nuev[oa]|"
                          r"pilne|brådskande|dringend|urgente|新|新着|最新|急募|急招|急聘|热招|신규|급구|جديد|عاجل|חדש|דחוף)!?$", re.I)


def _title_text(node: LexborNode) -> str:
    """A title without the badges inside it ("Backend Engineer <span class=badge>New</span>")."""
    t = node_text(node)
    for b in inner(node, _BADGE_SEL):
        bt = node_text(b)
        if bt and bt != t and len(bt) <= 20 and _BADGE_WORDS.match(bt):
            t = clean(t.replace(bt, " ", 1))
    return t


#: phrase markup inside a line of text (never a line of its own; <i> is left out: icon fonts write their glyphs' names
#: in it, "arrow_forward")
_PHRASE_TAGS = ("b", "strong", "em", "mark", "u")
_PHRASE_SEL = ", ".join(_PHRASE_TAGS)
_PHRASE_TAG_RE = re.compile(r"</?(?:b|strong|em|mark|u)\b[^>]*>", re.I)


def _title_from(anchor: LexborNode, card: LexborNode) -> str:
    h = anchor.css_first(_HEADINGS)
    if h is not None:
        t = _title_text(h)
        if t:
            return t
    for sel in ('[class*="title" i]', '[class*="name" i]', '[class*="position" i]', '[class*="role" i]'):
        el = anchor.css_first(sel)
        if el is not None and node_text(el):
            return _title_text(el)
    own = [ln for ln in lines(anchor) if not _BADGE_WORDS.match(ln)]
    if len(own) >= 2 and (ph := anchor.css_first(_PHRASE_SEL)) is not None and node_text(ph) != own[0]:
        # a title with a word in bold or italics ("Senior <strong>Backend</strong> Engineer") is one line: lines()
        # splits at every text node, and phrase markup (unlike a span, often a card's own line) starts none — unless
        # the emphasis opens the link: "<strong>Sales Manager</strong> – New York" is a title, then more
        # (read from a copy: the page's tree stays as it is for every other reading)
        flat = LexborHTMLParser(_PHRASE_TAG_RE.sub("", anchor.html or "")).body
        if flat is not None:
            own = [ln for ln in lines(flat) if not _BADGE_WORDS.match(ln)]
    if own and not _GENERIC_LINK.match(own[0]) and 2 <= len(own[0]) <= 140:
        return own[0]
    h = card.css_first(_HEADINGS)
    if h is not None and node_text(h):
        return _title_text(h)
    for sel in ('[class*="title" i]', '[class*="name" i]', '[class*="position" i]'):
        el = card.css_first(sel)
        if el is not None and node_text(el):
            return _title_text(el)
    for ln in lines(card):
        if not _GENERIC_LINK.match(ln) and not _BADGE_WORDS.match(ln) and len(ln) >= 3:
            return ln
    return ""


def _field_in(card: LexborNode, selectors: tuple[str, ...]) -> str:
    for sel in selectors:
        el = inner_first(card, sel)
        if el is not None:
            t = node_text(el)
            if t and len(t) <= 120:
                return t
    return ""


def _after_label(card: LexborNode, label: str) -> str:
    """The text that follows a field's label in a card (JazzHR: `<span class=resumator-job-location>
    Location: </span>Columbus, OH`), or "" when none does."""
    ls = lines(card)
    for i, ln in enumerate(ls[:-1]):
        if ln == label:
            nxt = ls[i + 1].strip(" -–·|")
            return nxt if len(nxt) <= 80 and not nxt.endswith(":") else ""
    return ""


#: a job group heading's trailing count ("3", "(12)", "· 4 open roles", "5 Stellen")
_GROUP_COUNT = re.compile(r"(?<=[^\W\d])(?:\s*[(\[]\s*\d{1,4}\s*[)\]]|(?:\s*[·•|–—-]\s*|\s+)\d{1,4}(?:\s+(?:open\s+)?"
                          r"(?:roles?|jobs?|positions?|openings?|vacanc(?:y|ies)|stellen|postes?|offres?|vacatures?))?)\s*$",
                          re.I)
_GROUP_TITLE_CLASS = re.compile(r"head(?:er|ing)|title|department|category|group-?name", re.I)


def _grid_heading(grid: LexborNode | None) -> str:
    """A heading right before the grid (jobs grouped under department headings), or before the box the
    grid opens, when that box is one of a run of alike groups (Greenhouse's job-boards: a department
    header div beside each group's table, the rows in its tbody)."""
    if grid is None:
        return ""
    found = _heading_before(grid)
    if found:
        return found
    node = grid
    for _ in range(3):
        if _prev_element(node) is not None or node.parent is None:
            return ""
        node = node.parent
        prev = _prev_element(node)
        if prev is None:
            continue
        holder = node.parent
        if holder is None or not (_repeated_group(holder, node) or _alike_sibling(node)):
            return ""
        return _heading_before(node)
    return ""


def _heading_in_grid(card: LexborNode, grid: LexborNode | None, cache: dict[int, dict[int, str]]) -> str:
    """The group heading a card follows INSIDE its grid: Ashby's `<section><h2>Engineering</h2><a>…</a><a>…</a>
    </section>` (one of a run of alike sections), or one flat list whose department headings sit between the
    cards (`<h3>Design</h3><a>…</a><h3>Sales</h3><a>…</a>`, two or more of them). Read once per grid; a
    heading that holds a link is a card, not a group's name. "" when the grid has no such heading."""
    if grid is None:
        return ""
    heads = cache.get(grid.mem_id)
    if heads is None:
        heads = cache[grid.mem_id] = {}
        current, n_heads, n = "", 0, 0
        child = grid.first_child
        while child is not None and n < 400:
            n += 1
            if child.tag in ("h2", "h3", "h4", "h5") and child.css_first("a") is None:
                t = node_text(child)
                if t and len(t) <= 80:
                    current, n_heads = t, n_heads + 1
            elif current and child.tag not in ("-text", "-comment"):
                heads[child.mem_id] = current
            child = child.next
        if not heads or not (n_heads >= 2 or _alike_sibling(grid)):
            heads.clear()
    return heads.get(card.mem_id, "")


def _alike_sibling(box: LexborNode) -> bool:
    """Whether another child of `box`'s parent has its tag and class (Jobvite: an h3 before each of a run
    of `table.jv-job-list`, all in one container)."""
    if box.parent is None:
        return False
    cls = attr(box, "class")
    n = 0
    child = box.parent.first_child
    while child is not None and n < 200:
        n += 1
        if child is not box and child.tag == box.tag and attr(child, "class") == cls:
            return True
        child = child.next
    return False


def _prev_element(n: LexborNode) -> LexborNode | None:
    p = n.prev
    while p is not None and p.tag in ("-text", "-comment"):
        p = p.prev
    return p


def _next_element(n: LexborNode) -> LexborNode | None:
    q = n.next
    while q is not None and q.tag in ("-text", "-comment"):
        q = q.next
    return q


def _repeated_group(group: LexborNode, box: LexborNode) -> bool:
    """Whether `group` is one of a run of alike groups: a sibling next to it of its tag and class holds
    a box like `box` (its tag and class) too."""
    cls, box_cls = attr(group, "class"), attr(box, "class")
    return any(x is not None and x.tag == group.tag and attr(x, "class") == cls
               and any(attr(y, "class") == box_cls for y in x.css(box.tag))
               for x in (_prev_element(group), _next_element(group)))


def _heading_before(grid: LexborNode) -> str:
    n = grid.prev
    steps = 0
    while n is not None and steps < 4:
        if n.tag in ("h2", "h3", "h4", "h5"):
            return node_text(n)
        if n.tag in ("div", "span", "p", "strong", "dt") and _GROUP_TITLE_CLASS.search(attr(n, "class")):
            # a heading in all but its tag (BambooHR's `BambooHR-ATS-Department-Header`)
            t = node_text(n)
            if t and len(t) <= 80:
                return t
        if n.tag not in ("-text", "-comment"):
            h = n.css_first("h2, h3, h4") if n.tag in ("div", "header", "hgroup") else None
            if h is not None and len(node_text(n)) < 120:
                return node_text(h)
            steps += 1
        n = n.prev
    return ""


#: the gender tag of a job title ("(m/w/d)", "(w/m/d)", "(f/m/x)", "(H/F)", "(all genders)"): the same role whichever order
_GENDER_TAG = re.compile(r"\s*[(\[]\s*(?:(?:[mwfdxhnia*]|div)\s*[/|,*]\s*){1,3}(?:[mwfdxhnia*]|div)\s*[)\]]"
                         r"|\s*\(\s*(?:all\s+genders?|alle\s+geschlechter|genderneutral)\s*\)", re.I)


def job_title_key(title: str) -> str:
    """norm_key of a job title without its gender tag."""
    return norm_key(_GENDER_TAG.sub("", title))


def job_entity(title: str, location: str = "", url: str = "", department: str = "", published_at: str = "",
               employment_type: str = "", ident: str = "", workplace: str = "", salary: str = "") -> Entity:
    """`workplace`: the card's workplace-type label (Remote, Hybrid, On-site) when the location does not say it.
    `salary`: the pay the card shows ("€75,000 – €90,000"), compared by its amounts and currency."""
    key = ident or job_title_key(title) + ("|" + norm_key(location) if location else "")
    data = {k: v for k, v in (("title", title), ("location", location), ("url", url), ("department", department),
                              ("published_at", published_at), ("employment_type", employment_type), ("workplace", workplace),
                              ("salary", salary)) if v}
    fp = [job_title_key(title), norm_key(location), norm_key(department)]
    if workplace or employment_type:
        # (only when read: the fingerprints of jobs without them are what they were)
        fp += [norm_key(workplace), norm_key(employment_type)]
    if salary:
        fp.append(" ".join(price_id(t) for t in price_tokens(salary)) or norm_key(salary))
    return Entity("job", key, fingerprint(*fp), data)


#: a card's pay: an element named for it, else its one short line (or meta field) showing an amount of money
_SALARY_SEL = ('[class*="salary" i]', '[class*="compensation" i]', '[class*="pay-range" i]', '[data-ui*="salary" i]',
               '[data-testid*="salary" i]')


def _salary(card: LexborNode, card_lines: list[str], title: str) -> str:
    if len(card_lines) > 12:
        return ""  # (a "card" that is a whole section or page: its amounts are no one job's pay)
    if not any(ln != title and PRICE_RE.search(ln) for ln in card_lines):
        return ""  # (most cards show no pay: no selector is tried on them)
    for sel in _SALARY_SEL:
        el = inner_first(card, sel)
        if el is not None:
            t = node_text(el)
            if t and len(t) <= 120 and PRICE_RE.search(t):
                return t
    for ln in card_lines:
        if ln == title or len(ln) > 120 or not PRICE_RE.search(ln):
            continue
        parts = _meta_parts(ln)
        return next((x for x in parts if PRICE_RE.search(x)), ln) if parts else ln
    return ""


#: a job card's location / department element ("loc" and "dept" only as whole class names or
#: BEM parts: as substrings they are in "block", "clock", "adept")
_LOCATION_SEL = ('[class*="location" i]', '[data-ui*="location" i], [data-qa*="location" i], [data-testid*="location" i]', '[data-location]', '[itemprop*="location" i]', '[class*="city" i]',
                 '[class*="office" i]', '[class*="place" i]', '[class~="loc" i]', '[class*="__loc" i]',
                 '[class*="-loc" i]:not([class*="-lock" i])')
_DEPARTMENT_SEL = ('[class*="department" i]',
                   '[data-ui*="department" i], [data-qa*="department" i], [data-testid*="department" i]',
                   '[class*="team" i]', '[class*="category" i]', '[class*="function" i]', '[class*="dept" i]',
                   '[class~="group" i]')
#: a jobs table's column headings naming where the job is, and its team (en, de, fr, es, it, pt, nl, sv/da/no, pl, tr,
#: id, vi, th, ar, he, ja, zh, ko)
_LOCATION_COLUMN = re.compile(
    r"^(?:locations?|location\(s\)|city|office|where|standort|arbeitsort|einsatzort|ort|lieu|localisation|ville|ubicaci[óo]n|"
    r"ciudad|sede|localit[àa]|luogo|localiza[çc][ãa]o|local|cidade|locatie|plaats|standplaats|plats|sted|lokalizacja|"
    r"miejsce(?:\s+pracy)?|miasto|konum|lokasyon|şehir|lokasi|kota|địa\s+điểm|nơi\s+làm\s+việc|สถานที่(?:ทำงาน)?|"
    r"الموقع|المدينة|مكان\s+العمل|מיקום|勤務地|勤務場所|就業場所|工作地点|工作地點|地点|근무지|근무\s*지역|지역)$", re.I)
_DEPARTMENT_COLUMN = re.compile(
    r"^(?:departments?|team|function|area|abteilung|bereich|[ée]quipe|d[ée]partement|departamento|[áa]rea|equipo|reparto|"
    r"afdeling|avdelning|dział|departman|ekip|departemen|divisi|phòng\s+ban|bộ\s+phận|แผนก|القسم|מחלקה|部署|部門|部门|부서)$",
    re.I)


def _table_column(card: LexborNode, heading: re.Pattern[str], cache: dict[tuple[int, str], int]) -> str:
    """A job row's cell under the column whose heading `heading` matches ("勤務地", "Standort", "Location"): a jobs
    table names its fields by its header row, not by classes or words a place is known by. "" when the card is
    no table row, or its table has no such column. `cache`: the column found per table and heading."""
    if card.tag != "tr":
        return ""
    table = next((x for x in ancestors(card) if x.tag == "table"), None)
    if table is None:
        return ""
    key = (table.mem_id, heading.pattern)
    col = cache.get(key)
    if col is None:
        col = -1
        head = table.css_first("thead tr") or next((r for r in table.css("tr")[:2] if r.css_first("th") is not None), None)
        if head is not None:
            col = next((i for i, c in enumerate(x for x in head.iter() if x.tag in ("th", "td"))
                        if heading.match(node_text(c))), -1)
        cache[key] = col
    if col < 0:
        return ""
    cells = [x for x in card.iter() if x.tag in ("th", "td")]
    t = node_text(cells[col]) if col < len(cells) else ""
    return t if len(t) <= 120 else ""


#: a slot that promotes one posting ("Featured role", a spotlight, a highlighted job) by its class or id
_SLOT_CLASS = re.compile(r"(?:^|[\s_-])(?:featured|spotlight|highlight(?:ed)?)(?:$|[\s_-])", re.I)


def _in_slot(a: LexborNode, doc: HtmlDoc, page_url: str) -> bool:
    """Whether a job link is the only one of a featured / spotlight container around it (up to five levels up): a
    slot that shows one posting of the list, or of its next page, turn by turn."""
    def job_keys(node: LexborNode) -> set[str]:
        return {url_path_key(u) for x in node.css("a[href]")
                if _is_job_url(u := canonical_url(attr(x, "href"), doc.base_url), page_url)}

    n, steps = a.parent, 0
    while n is not None and steps < 5 and n.tag not in ("body", "html", "main"):
        if _SLOT_CLASS.search(attr(n, "class")) or _SLOT_CLASS.search(attr(n, "id")):
            if n.tag in ("li", "tr") or len(job_keys(n)) != 1:
                return False
            # (not one item of a list highlighted among its peers: `<li class="job highlighted">` beside other items
            # of one posting each is a listed job)
            sib = n.parent.first_child if n.parent is not None else None
            while sib is not None:
                if sib.mem_id != n.mem_id and sib.tag == n.tag and len(job_keys(sib)) == 1:
                    return False
                sib = sib.next
            return True
        n, steps = n.parent, steps + 1
    return False


def _jobs_from_links(doc: HtmlDoc, excluded: set[int], page_url: str, slots: bool = False) -> tuple[list[Entity], str]:
    """`slots`: leave out a link that is the one posting of a featured slot — when three postings or more are listed
    besides (a slot rotating among postings of the list's later pages is no job opened or closed; the list says
    which are open). Called with slots=True first, and again without when fewer are left."""
    by_url: dict[str, LexborNode] = {}
    last: tuple[str, LexborNode] | None = None
    #: a posting's own page when its first link was to a page under it (Lever's "Apply" button,
    #: /<id>/apply, before the title's link to /<id>)
    posting_url: dict[int, str] = {}
    slotted: dict[str, LexborNode] = {}
    order: dict[int, int] = {}
    for a in (doc.links if doc.links is not None else doc.tree.css("a[href]")):
        order[a.mem_id] = len(order)
        url = canonical_url(attr(a, "href"), doc.base_url)
        if not _is_job_url(url, page_url):
            continue
        key = url_path_key(url)
        if key in by_url:
            continue
        if in_regions(a, excluded):
            continue
        if slots and _in_slot(a, doc, page_url):
            slotted.setdefault(key, a)
            continue
        if last is not None and _same_posting(key, a, *last):
            if last[0].startswith(key + "/"):
                posting_url[last[1].mem_id] = url
            continue
        by_url[key] = a
        last = (key, a)
    if slotted and len(by_url) < 3:
        return _jobs_from_links(doc, excluded, page_url)
    # a slot's posting listed too is the listed one; one listed nowhere else is kept, marked (classify reports no
    # opening or closing of a slot's posting: the slot turns)
    slot_only = {k for k in slotted if k not in by_url}
    if slot_only:
        by_url = dict(sorted([*by_url.items(), *((k, slotted[k]) for k in slot_only)], key=lambda kv: order[kv[1].mem_id]))
    anchors = list(by_url.values())
    if not anchors:
        return [], ""
    urls = {a.mem_id: posting_url.get(a.mem_id) or canonical_url(attr(a, "href"), doc.base_url) for a in anchors}
    jobs: list[Entity] = []
    sig: set[str] = set()
    triples = _lone_cards_like_the_rest(group_cards(anchors))
    grouped = len({g.mem_id for _, _, g in triples if g is not None}) >= 2
    box_heads = _one_job_group_headings(triples)
    if box_heads:
        grouped = True
    in_grid: dict[int, dict[int, str]] = {}
    columns: dict[tuple[int, str], int] = {}
    for card, members, grid in triples:
        dept_default = box_heads.get(card.mem_id) or _heading_in_grid(card, grid, in_grid) or _grid_heading(grid)
        place_default = ""
        if _LISTING_TITLE.search(dept_default) or (not grouped and _DIGIT.search(dept_default)):
            # the heading above one list titles the listing ("Nos offres · 12 postes ouverts", "Open positions"):
            # it names no team (and its count moves with every job added)
            dept_default = ""
        if grouped and dept_default:
            # a group heading's count of its jobs ("Engineering 3", "Sales (2)", "Design · 4 open roles") moves with
            # every job added or closed: no part of the team's name
            dept_default = _GROUP_COUNT.sub("", dept_default) or dept_default
        if place_heading(dept_default):
            # jobs grouped by city or country (SmartRecruiters, a Webflow list by country): the heading is
            # where they are, not a team
            place_default, dept_default = _bare_location(unlabelled_place(dept_default)), ""
        for a in members:
            title = _title_from(a, card if len(members) == 1 else a)
            if not title or _GENERIC_LINK.match(title) or len(title) > 160:
                continue
            if len(members) == 1 and any(ln != title and CLOSED_POSTING.match(ln) for ln in lines(card)):
                continue  # a posting still listed but marked filled or closed is no open job
            location = _field_in(card, _LOCATION_SEL) or _table_column(card, _LOCATION_COLUMN, columns)
            glued = _glued_place(title)
            if glued and (not location or norm_key(location) == norm_key(glued[1])):
                # "Account Executive – Munich", "Data Analyst (m/w/d) (Hamburg)": the link's text joins the title
                # and the place; the title is what comes before it
                title, location = glued[0], location or glued[1]
            emp_in_place = ""
            if not location:
                for ln in lines(card):
                    if ln != title and _looks_location(ln) and not _employment_only(ln):
                        location = _bare_location(ln)
                        break
            if "," in location:
                # one line of employment type and place (Personio's "Vollzeit, Hamburg", "Full-time, Berlin"): the
                # type is no part of where the job is
                head, _, rest = location.partition(",")
                if _EMPLOYMENT.match(head.strip()) and rest.strip():
                    emp_in_place, location = head.strip(), rest.strip()
            if location and location.lower().startswith(("location:", "location")):
                location = location.split(":", 1)[-1].strip() or _after_label(card, location)
            if not location and place_default:
                # jobs grouped by country show their city in a meta line of its own ("Hamburg • Full-time")
                location = next((ln for ln in lines(card) if ln != title and _CITY_LINE.match(ln) and not _EMPLOYMENT.match(ln)
                                 and not _WORKPLACE.match(ln) and not _GENERIC_LINK.match(ln) and not _ROLE_WORDS.search(ln)
                                 and not _TEAM_WORD.search(ln)), "") or place_default
            dept = _field_in(card, _DEPARTMENT_SEL) or _table_column(card, _DEPARTMENT_COLUMN, columns) or dept_default
            if dept.endswith(":"):
                dept = _after_label(card, dept)
            emp, workplace = emp_in_place, ""
            for ln in _joined_meta_lines(lines(card)):
                if ln == title:
                    continue
                parts = _meta_parts(ln)
                if parts:
                    # a meta line of fields ("Engineering • San Francisco • Full time • Hybrid", Personio's
                    # "Finanzen · Vollzeit, Festanstellung · München"): each field on its own
                    place = next((x for x in parts if _looks_location(x) and not _WORKPLACE.match(x)
                                  and not _EMPLOYMENT.match(x.split(",")[0].strip())), "")
                    if not place and not location:
                        place = _meta_place(parts)
                    if location == ln or (not location and place):
                        location = place
                    for x in parts:
                        head = x.split(",")[0].strip()
                        if not emp and _EMPLOYMENT.match(head):
                            emp = head
                        elif not workplace and _WORKPLACE.match(x) and x.lower() != location.lower():
                            workplace = x
                elif not emp and _EMPLOYMENT.match(ln):
                    emp = ln
                elif not workplace and _WORKPLACE.match(ln) and ln.lower() != location.lower():
                    workplace = ln
            job = job_entity(title, location, urls[a.mem_id], dept if dept != title else "", "", emp, workplace=workplace,
                             salary=_salary(card, lines(card), title) if len(members) == 1 else "")
            if slot_only and url_path_key(urls[a.mem_id]) in slot_only:
                job = Entity(job.type, job.key, job.fp, {**job.data, "slot": True})
            jobs.append(job)
            # (a lone card has no grid: its parent stands for it, so a listing that shrinks to one job
            # keeps its signature and is not taken for a redesign)
            holder = grid if grid is not None else card.parent
            sig.add(f"{card.tag}.{holder.tag if holder is not None else ''}")
    return jobs, ",".join(sorted(sig))


_META_SEP = re.compile(r"\s+[•·|]\s+")


def _meta_parts(line: str) -> list[str]:
    """The fields of a card's meta line written with separators ("Engineering • San Francisco • Full
    time • Hybrid"), or [] when it is no such line."""
    if len(line) > 160:
        return []
    parts = [x.strip() for x in _META_SEP.split(line) if x.strip()]
    return parts if 2 <= len(parts) <= 6 and all(len(x) <= 50 for x in parts) else []


def _joined_meta_lines(ls: list[str]) -> list[str]:
    """A card's lines with a meta line put back together when its separators are elements of their own
    (Teamtailor: `<span>Kundtjänst</span><span>·</span><span>Umeå</span><span>·</span><span>På plats</span>`)."""
    if not any(x in ("·", "•", "|") for x in ls):
        return ls
    out: list[str] = []
    glue = False
    for ln in ls:
        if ln in ("·", "•", "|"):
            glue = bool(out)
            continue
        if glue:
            out[-1] = f"{out[-1]} · {ln}"
        else:
            out.append(ln)
        glue = False
    return out


def _meta_place(parts: list[str]) -> str:
    """The place of a meta line that names no known place but says its workplace or employment type: Teamtailor's
    "Kundtjänst · Umeå · På plats", "Umeå · Heltid". The one capitalised field left that is no team, role, type or
    number (the first of three or more is the department, as in "Engineering • San Francisco • Full time")."""
    typed = [x for x in parts if _WORKPLACE.match(x) or _EMPLOYMENT.match(x.split(",")[0].strip())]
    if not typed:
        return ""
    rest = [x for x in parts[1 if len(parts) >= 3 else 0:] if x not in typed and (_CITY_LINE.match(x) or _CJK_PLACE.match(x))
            and not _TEAM_WORD.search(x)
            and not _ROLE_WORDS.search(x) and not _DIGIT.search(x) and not _BADGE_WORDS.match(x)]
    return rest[0] if len(rest) == 1 else ""


def _lone_cards_like_the_rest(
    triples: list[tuple[LexborNode, list[LexborNode], LexborNode | None]]
) -> list[tuple[LexborNode, list[LexborNode], LexborNode | None]]:
    """A job alone in its group (a city or team with one opening) is carded like the jobs of the other
    groups: group_cards gives it the whole group box (its heading with it, read as its location or
    title) where the others have their list item. Its card is narrowed to the ancestor shaped like
    theirs (tag and class), and that ancestor's parent is its grid (the group's heading is before it)."""
    shapes = {(c.tag, attr(c, "class")) for c, members, grid in triples if grid is not None
              and sum(1 for t in triples if t[2] is not None and t[2].mem_id == grid.mem_id) >= 2}
    if not shapes:
        return triples
    out = []
    for card, members, grid in triples:
        if len(members) == 1:
            inside = []
            for x in ancestors(members[0]):
                if x.mem_id == card.mem_id:
                    break
                inside.append(x)
            # (several lone groups side by side make a grid of group boxes: an item shaped like the cards of a
            # list inside the box is the card all the same)
            item = next((x for x in [members[0]] + inside if (x.tag, attr(x, "class")) in shapes), None)
            if item is not None and item.parent is not None and item.mem_id != card.mem_id:
                out.append((item, members, item.parent))
                continue
        out.append((card, members, grid))
    return out


_GROUP_HEAD_SEL = "h2, h3, h4, h5"


def _one_job_group_headings(triples: list[tuple[LexborNode, list[LexborNode], LexborNode | None]]) -> dict[int, str]:
    """Card id → its group's heading, when every group holds a single job (a small company: one opening per
    team): each card is then the whole group box, a heading ("Engineering") and the list under it holding
    the job's link. Read only from a run of two or more alike boxes (same tag and class), each with its own
    heading that is not the job's title and comes before the list the link is in."""
    out: dict[int, str] = {}
    shapes = set()
    for card, members, _grid in triples:
        if len(members) != 1:
            return {}
        a = members[0]
        h = card.css_first(_GROUP_HEAD_SEL)
        if h is None:
            return {}
        inside = {x.mem_id for x in ancestors(a)}
        if h.mem_id in inside or h.mem_id == a.mem_id:
            return {}  # (the heading is the job's own title)
        sib = h.next
        holder = None
        while sib is not None:
            if sib.mem_id in inside:
                holder = sib
                break
            sib = sib.next
        if holder is None or holder.tag not in ("ul", "ol", "table", "div", "dl"):
            return {}
        text = node_text(h)
        if not text or len(text) > 60 or text == node_text(a):
            return {}
        out[card.mem_id] = text
        shapes.add((card.tag, attr(card, "class")))
    return out if len(out) >= 2 and len(shapes) == 1 else {}


def _same_posting(key: str, node: LexborNode, prev_key: str, prev: LexborNode) -> bool:
    """Whether a job link is a second link to the posting the previous one links to: its path extends
    or is extended by the other's (JazzHR's "View Details" /apply/Xk2Lp9/Warehouse-Associate and "Apply
    Now" /apply/Xk2Lp9) and the two sit together (a common ancestor within three levels)."""
    if not (key.startswith(prev_key + "/") or prev_key.startswith(key + "/")):
        return False
    near = {x.mem_id for x in ancestors(prev)[:3]}
    return any(x.mem_id in near for x in ancestors(node)[:3])


#: a label a careers page pins on a posting it keeps listed after closing it ("Position filled", "Stelle besetzt", "募集終了")
CLOSED_POSTING = re.compile(
    r"^\W*(?:(?:this\s+)?(?:position|role|job|vacancy|opening)\s+(?:has\s+been\s+|is\s+)?(?:filled|closed)|filled|closed|"
    r"(?:we\s+are\s+|we're\s+|we’re\s+)?no\s+longer\s+(?:accepting\s+applications|available|hiring)"
    r"(?:\s+for\s+this\s+(?:role|position|job|vacancy|opening))?|"
    r"applications?\s+(?:are\s+)?closed|expired|"
    # the notice on a posting's own page: "This job is no longer available", "Diese Stelle ist bereits besetzt",
    # "Ce poste a été pourvu", "Cette offre n'est plus disponible", "Esta vacante ya no está disponible"
    r"(?:this\s+)?(?:position|role|job|vacancy|opening|posting|job\s+posting)\s+is\s+no\s+longer\s+(?:available|open|active)|"
    r"(?:diese\s+)?(?:stelle|position|stellenanzeige)\s+(?:ist|wurde)\s+(?:leider\s+)?(?:bereits\s+)?(?:besetzt|vergeben)(?:\s+worden)?|"
    r"(?:diese\s+)?stellenanzeige\s+ist\s+(?:nicht\s+mehr\s+(?:aktiv|verfügbar)|abgelaufen)|"
    r"ce\s+poste\s+(?:est|a\s+été)\s+pourvu|cette\s+offre\s+(?:n['’]est\s+plus\s+(?:disponible|active)|est\s+expirée)|"
    r"esta\s+(?:vacante|oferta)\s+ya\s+no\s+est[áa]\s+(?:disponible|activa)|"
    r"(?:stelle\s+)?(?:bereits\s+)?(?:besetzt|vergeben)|bewerbungsschluss\s+abgelaufen|(?:poste|offre)\s+pourvue?|pourvue?|"
    r"offre\s+(?:expir[ée]e|cl[ôo]tur[ée]e)|candidatures\s+cl[ôo]tur[ée]es|(?:vacante|oferta|posici[óo]n)\s+(?:cubierta|cerrada)|cerrada|"
    r"posizione\s+(?:chiusa|coperta)|chiusa|vaga\s+(?:preenchida|encerrada)|encerrada|vacature\s+(?:vervuld|gesloten)|vervuld|"
    r"(?:tjänsten\s+är\s+)?tillsatt|ansökningstiden\s+har\s+gått\s+ut|obsadzon[ay]|rekrutacja\s+zako[ńn]czona|"
    # da, no, fi, tr: "Stillingen er besat(t)", "Ansøgningsfristen er udløbet", "Haku päättynyt", "Başvurular kapandı"
    r"(?:stillingen\s+er\s+)?besatt?|(?:ansøgnings|søknads)fristen\s+er\s+(?:udløbet|utløpt)|haku\s+(?:on\s+)?päättynyt|täytetty|"
    r"başvurular(?:a)?\s+kapan(?:dı|mıştır)|başvuru\s+süresi\s+(?:doldu|sona\s+erdi)|(?:pozisyon\s+)?kapandı|"
    r"募集終了|募集を終了しました|受付終了|已关闭|招聘结束|已招满|마감|채용\s*마감)\W*$", re.I)

_JOB_CARD_SEL = ('[class*="job" i], [class*="position" i], [class*="opening" i], [class*="vacanc" i], '
                 '[class*="posting" i], [class*="career-item" i], [class*="role-card" i], [class*="role-item" i]')


def _jobs_from_cards(doc: HtmlDoc, excluded: set[int]) -> tuple[list[Entity], str]:
    """Careers pages listing openings without per-job links: repeated job-classed containers."""
    cands = [n for n in doc.tree.css(_JOB_CARD_SEL)
             if n.tag in ("li", "div", "article", "tr", "section") and not in_regions(n, excluded)]
    # innermost containers that still hold a title-like element
    ids = {n.mem_id for n in cands}
    innermost = [n for n in cands if not any(c.mem_id in ids for c in inner(n, _JOB_CARD_SEL))]
    jobs: list[Entity] = []
    for n in innermost:
        t = inner_first(n, _HEADINGS) or inner_first(n, '[class*="title" i]')
        if t is None:
            continue
        title = node_text(t)
        if not title or len(title) > 140:
            continue
        if any(ln != title and CLOSED_POSTING.match(ln) for ln in lines(n)):
            continue  # (marked filled or closed)
        location = ""
        for ln in lines(n):
            if ln != title and _looks_location(ln):
                location = _place_in_meta(ln)
                break
        # (the card's one link, its "Apply now" button: the posting's URL)
        hrefs = {canonical_url(attr(a, "href"), doc.base_url) for a in n.css("a[href]")}
        hrefs.discard("")
        jobs.append(job_entity(title, location, next(iter(hrefs)) if len(hrefs) == 1 else ""))
    urls = [e.data.get("url", "") for e in jobs]
    if len(set(urls)) != len(urls):
        # (one link shared by every card, "Apply" to a general application: no posting's own page)
        jobs = [job_entity(e.data["title"], e.data.get("location", "")) for e in jobs]
    return (jobs, "cards") if len(jobs) >= 2 else ([], "")


def _place_in_meta(line: str) -> str:
    """The place in a card's meta line of fields ("Data | Hamburg", "Engineering · Berlin · Full-time"): the team and
    the employment type are no part of where the job is. The line itself when it holds no separated fields."""
    parts = _meta_parts(line)
    if not parts:
        return _bare_location(line)
    place = next((x for x in parts if _looks_location(x) and not _WORKPLACE.match(x)
                  and not _EMPLOYMENT.match(x.split(",")[0].strip())), "")
    return place or line


_ROLE_TITLE = re.compile(
    r"\b(?:engineer|developer|manager|designer|analyst|scientist|specialist|lead|director|head\s+of|intern|internship|"
    r"associate|representative|coordinator|consultant|architect|administrator|officer|executive|recruiter|writer|"
    r"marketer|accountant|counsel|researcher|technician|operator|assistant|strategist|partner|advocate|editor|"
    r"controller|planner|agent|vp|vice\s+president|werkstudent|entwickler|ingenieur|praktikum)s?\b", re.I)


_TOGGLE_TITLE = re.compile(r"(?:accordion|tab|toggle|collapse|faq)[-_]?(?:item[-_]?)?(?:title|header|heading|toggle|button)", re.I)


def _jobs_from_headings(doc: HtmlDoc) -> list[Entity]:
    """Openings listed as bare headings or list items ("Senior Backend Engineer" / "Berlin"): the
    careers-page fallback when no job links or job-classed cards exist."""
    out: list[Entity] = []
    blocks = doc.blocks
    for i, b in enumerate(blocks):
        if b.region != MAIN or not (3 <= len(b.text) <= 80):
            continue
        if b.tag not in ("h2", "h3", "h4", "h5", "li", "dt"):
            # an accordion's or toggle's title (Elementor's `elementor-tab-title`, <summary>): a job each when it
            # carries a gender tag ("Projektleiter Photovoltaik (m/w/d)")
            node = doc.nodes[i] if i < len(doc.nodes) else None
            if node is None or not (b.tag == "summary" or _TOGGLE_TITLE.search(attr(node, "class"))) or not _GENDER_TAG.search(b.text):
                continue
        if not (_ROLE_TITLE.search(b.text) or _GENDER_TAG.search(b.text)) or PRICE_RE.search(b.text):
            continue
        location = ""
        if i + 1 < len(blocks) and blocks[i + 1].region == MAIN and _looks_location(blocks[i + 1].text):
            location = blocks[i + 1].text
        out.append(job_entity(b.text, location))
    return out if len(out) >= 2 else []


def _twins_by_url(jobs: list[Entity]) -> list[Entity]:
    """Two postings of one title in one place (two openings of "Account Executive" in Toronto) are told
    apart by their own URLs, not by their order: numbered in page order, closing the first gave the
    second's key to it (the still-open posting's URL was reported closed)."""
    counts: dict[str, int] = {}
    for e in jobs:
        counts[e.key] = counts.get(e.key, 0) + 1
    out = []
    for e in jobs:
        url = e.data.get("url", "")
        twins = [x for x in jobs if x.key == e.key]
        if counts[e.key] > 1 and url and len({x.data.get("url", "") for x in twins}) == len(twins):
            e = Entity(e.type, f"{e.key}@{url_path_key(url)}", e.fp, e.data)
        out.append(e)
    return out


def extract_jobs(doc: HtmlDoc, records: list[dict[str, Any]], excluded: set[int], page_url: str) -> EntitySet | None:
    ld = [job_entity(r["title"], r.get("location", ""), canonical_url(r.get("url", ""), doc.base_url),
                     r.get("department", ""), r.get("published_at", ""), r.get("employment_type", ""),
                     salary=r.get("salary", ""))
          for r in records if r["type"] == "job" and r.get("title")]
    links, sig = _jobs_from_links(doc, excluded, page_url, slots=True)
    if not links:
        links, sig = _jobs_from_cards(doc, excluded)
    if not links:
        links = _jobs_from_headings(doc)
        if links:
            sig = "headings"
            if not ld:
                return EntitySet("job", unique_keys(links), 0.6, "headings", sig)
    if ld and len(ld) >= len(links) * 0.8:
        return EntitySet("job", unique_keys(ld), 0.95, "jsonld", "jsonld")
    if links:
        conf = 0.8 if len(links) >= 3 else 0.65
        return EntitySet("job", unique_keys(_twins_by_url(links)), conf, "links" if sig != "cards" else "cards", sig)
    if ld:
        return EntitySet("job", unique_keys(ld), 0.9, "jsonld", "jsonld")
    return None


# ---------------------------------------------------------------------------------------------
# pricing plans

def plan_entity(name: str, prices: list[str], period: str = "", features: list[str] | None = None,
                currency: str = "", note: str = "", periods: list[str] | None = None, billing: str = "") -> Entity:
    """`periods`: each price's own period when they differ ("$49 /month" and "or $490 billed yearly").
    `billing`: "annual" when the card's only prices are billed annually (the yearly tab rendered alone)."""
    feats = features or []
    price = prices[0] if prices else note
    data: dict[str, Any] = {"name": name, "price": price, "prices": prices, "period": period,
                            "currency": currency or (price_currency(price) if prices else "")}
    if billing and prices:
        data["billing"] = billing
    if feats:
        data["features"] = feats
    if periods and len(periods) == len(prices) and any(p and p != period for p in periods):
        data["periods"] = periods
    # (a feature is compared by its text with volatile tokens neutralised: "… 17 hours ago" ticking is no new feature)
    return Entity("pricing_plan", norm_key(name), fingerprint(prices or [note], period, [norm_key(neutralize(f)) for f in feats]),
                  data)


_PLAN_NAME_SEL = ('h1, h2, h3, h4, h5, h6, [class*="plan-name" i], [class*="planname" i], [class*="tier-name" i], '
                  '[class*="plan-title" i], [class*="name" i], [class*="title" i], [class*="heading" i], [role="heading"], '
                  '[class*="plan" i] > strong, dt, strong')
_BADGE = re.compile(r"^(?:most\s+popular|popular|best\s+value|recommended|new|save\s+\d+\s?%.*|-?\d+\s?%\s+off|limited.*|"
                    # de, fr, es, it, nl, pt
                    r"(?:am\s+)?beliebtest\w*|beliebt|empfohlen|empfehlung|bestseller|neu|spare?\s+\d+\s?%.*|"
                    r"(?:le\s+)?plus\s+populaire|populaire|recommand[ée]e?|meilleur\s+(?:choix|rapport.*)|nouveau|"
                    r"[ée]conomisez\s+\d+\s?%.*|(?:el\s+|la\s+)?m[áa]s\s+popular|recomendad[oa]|nuevo|ahorra\s+\d+\s?%.*|"
                    r"(?:il\s+)?pi[ùu]\s+popolare|consigliato|meest\s+populair|aanbevolen|mais\s+popular|-\d+\s?%|"
                    # pl, sv, da, nl, pt, it, ja, zh, ko, th, ar, he: most popular, recommended, new
                    r"najpopularniejsz\w*|polecan\w*|nowo[śs][ćc]|populärast|mest\s+populär|rekommender\w*|ny|nyhet|populairst|nieuw|"
                    r"novo|nuovo|novità|人気(?:\s*no\.?\s*1)?|おすすめ|推荐|最受欢迎|인기|추천|ยอดนิยม|แนะนำ|الأكثر\s+شعبية|הכי\s+פופולרי)$", re.I)
#: a card's labels ("Most popular" pinned in a badge or ribbon): never its name
_BADGE_SEL = '[class*="badge" i], [class*="ribbon" i], [class*="pill" i], [class*="popular" i], [class*="highlight-label" i]'


def _plan_name(card: LexborNode) -> str:
    badges = {node_text(n) for n in card.css(_BADGE_SEL)}
    for el in card.css(_PLAN_NAME_SEL):
        if el.tag not in _HEADING_TAGS and el.css_first("h1, h2, h3, h4, h5, h6") is not None:
            # a header named for it holding the name's heading and a subtitle or label beside it (Divi's
            # et_pb_pricing_heading: "<h2>Business</h2><span>Am beliebtesten</span>"): the heading inside is the name
            continue
        t = heading_title(el)  # ("Biznes <span class=badge>Nowość</span>" is "Biznes")
        if not t or len(t) > 60 or PRICE_RE.search(t) or _BADGE.match(t) or t in badges:
            continue
        return t
    for ln in lines(card):
        if len(ln) <= 40 and not PRICE_RE.search(ln) and not _BADGE.match(ln) and not ln[0].isdigit() and ln not in badges:
            return ln
    return ""


def _card_prices(card: LexborNode, price_texts: list[str] | None = None) -> tuple[list[str], str, list[str], str, list[str]]:
    """(prices outside feature lists, period, features, note when no price: Free / Custom, each price's
    period — that of its line, else the card's).

    `price_texts` are the card's price-bearing blocks (whole block texts: a price split over
    several elements, `<span>$</span><span>29</span>`, reads as one)."""
    features: list[str] = []
    feature_ids: set[int] = set()
    for li in card.css("li"):
        t = node_text(li)
        if t:
            features.append(t[:200])
        feature_ids.add(li.mem_id)
    prices: list[str] = []
    periods: list[str] = []
    period = ""
    text_outside = _lines_outside(card, feature_ids)
    joined = "\n".join(text_outside)
    for ln in (price_texts if price_texts else text_outside):
        toks = price_tokens(ln)
        if toks:
            prices.extend(toks)
            # (the period written after the price first: "billed annually, or $29 month-to-month")
            at = ln.find(toks[0]) if len(toks) == 1 else -1
            own = (price_period(ln[at + len(toks[0]):]) if at >= 0 else "") or price_period(ln)
            periods.extend([own] * len(toks))
            if not period:
                period = own
    if len(prices) >= 2:
        # a price struck through ("<del>$10</del> $7": a discount) is what the plan cost, not what it costs
        struck = [price_key(t) for n in card.css(_STRUCK_SEL) if n.mem_id not in feature_ids
                  for t in price_tokens(node_text(n))]
        if struck:
            kept = _unstruck(prices, struck)
            if kept:
                periods = [] if len(kept) != len(prices) else periods
                prices = kept
    if prices and not period:
        period = price_period(joined)
    note = ""
    if not prices:
        for ln in text_outside[:8]:
            if _FREE_RE.match(ln):
                note = "Free"
                break
            if _CUSTOM_RE.search(ln):
                note = "Custom"
                break
    if not features and (prices or note):
        features = _feature_lines(card)
    return prices[:12], period, features[:40], note, [p or period for p in periods[:12]] if periods else []


def _feature_lines(card: LexborNode) -> list[str]:
    """A plan card's features when it writes them without a list (Framer, Webflow and Wix stack one text element
    per feature): its lines after its name, leaving out its prices, periods, badges, Free/Custom notes and what its
    links and buttons say (the card's call to action). Only read when the card has no <li>."""
    skip = {n.mem_id for n in card.css("a, button, h1, h2, h3, h4, h5, h6, s, del, strike")}
    out: list[str] = []
    rest = _lines_outside(card, skip)
    # (a card without a heading is named by its first line)
    for ln in rest if card.css_first("h1, h2, h3, h4, h5, h6") is not None else rest[1:]:
        if len(ln) < 3 or len(ln) > 200 or PRICE_RE.search(ln) or _BADGE.match(ln) or _FREE_RE.match(ln) \
                or (len(ln) <= 40 and (price_period(ln) or _CUSTOM_RE.search(ln))):
            continue
        out.append(ln)
    return out


def _lines_outside(card: LexborNode, skip_ids: set[int]) -> list[str]:
    """Text pieces of `card` in document order, leaving out the elements in `skip_ids`."""
    if not skip_ids:
        return lines(card)
    out: list[str] = []
    stack: list[LexborNode] = []
    node: LexborNode | None = card.first_child
    while node is not None:
        descended = False
        if node.tag == "-text":
            t = clean(node.text_content or "")
            if t:
                out.append(t)
        elif node.mem_id not in skip_ids and node.tag not in ("script", "style", "svg", "template", "-comment"):
            first = node.first_child
            if first is not None:
                stack.append(node)
                node = first
                descended = True
        if descended:
            continue
        while node is not None:
            nxt = node.next
            if nxt is not None:
                node = nxt
                break
            node = stack.pop() if stack else None
    return out


#: a price line saying it is billed once a year ("$8 per user/month, billed annually", "bei jährlicher Zahlung")
_BILLED_YEARLY = re.compile(r"\b(?:billed|paid|charged|invoiced)\s+(?:annually|yearly|per\s+year|once\s+a\s+year)|\bannual\s+(?:billing|plan|commitment)|"
                            r"\bper\s+year,?\s+billed|bei\s+j[äa]hrlicher\s+(?:zahlung|abrechnung)|j[äa]hrlich\s+abgerechnet|"
                            r"factur[ée]e?s?\s+(?:annuellement|à\s+l'ann[ée]e)|facturaci[óo]n\s+anual|facturado\s+anualmente|"
                            r"fatturat[oa]\s+annualmente|年払い|年間契約|年額一括", re.I)
_BILLED_MONTHLY = re.compile(r"\b(?:billed|paid|charged|invoiced)\s+monthly|month-to-month|monthly\s+billing|"
                             r"bei\s+monatlicher\s+(?:zahlung|abrechnung)|monatlich\s+abgerechnet|factur[ée]e?s?\s+mensuellement|"
                             r"facturaci[óo]n\s+mensual|fatturat[oa]\s+mensilmente|月払い", re.I)


def _billing(texts: list[str] | None) -> str:
    """'annual' when a card's price lines say they are billed yearly and none says monthly, else ''."""
    t = " ".join(texts or [])
    return "annual" if _BILLED_YEARLY.search(t) and not _BILLED_MONTHLY.search(t) else ""


def _plans_from_cards(doc: HtmlDoc, excluded: set[int]) -> tuple[list[Entity], str]:
    anchors: list[LexborNode] = []
    texts: dict[int, str] = {}
    for b, node in zip(doc.blocks, doc.nodes):
        if node is None or b.region != MAIN or node.mem_id in texts or b.tag == "li":
            continue
        if PRICE_RE.search(b.text) and len(b.text) <= 200:
            texts[node.mem_id] = b.text
            anchors.append(node)
        elif len(b.text) <= 40 and (_CUSTOM_RE.search(b.text) or _FREE_RE.match(b.text)):
            # a card's "Contact us" / "Free" in the place of a price: it stands for a plan too (a grid of one priced card
            # and two quote-only ones is still a grid)
            anchors.append(node)
    if not texts:
        return [], ""
    groups = group_cards(anchors, needs_name=True, max_card_chars=3000)
    members_of = {card.mem_id: [texts[m.mem_id] for m in members if m.mem_id in texts] for card, members, _g in groups}
    grids: dict[int, LexborNode] = {}
    priced: dict[int, int] = {}
    for _card, _members, grid in groups:
        if grid is not None:
            grids[grid.mem_id] = grid
            priced[grid.mem_id] = priced.get(grid.mem_id, 0) + 1
    # a "grid" with fewer than two prices that is itself a child of a grid is one card of that grid, split by its
    # own lines: a card named "Free" (the name is a free tier's word, so it anchors like a price) over "$0 per seat"
    for gid, g in list(grids.items()):
        parent = g.parent
        if parent is not None and parent.mem_id in grids:
            n_prices = sum(len(members_of.get(card.mem_id, [])) for card, _m, gg in groups if gg is not None and gg.mem_id == gid)
            if n_prices < 2:
                del grids[gid]
                priced.pop(gid, None)
    # a grid whose children hold another grid is the page section around the plans (a grid of cards beside a
    # usage table): that child is no plan, and the grid is none unless two of its own children are priced
    holders = {x.mem_id for g in grids.values() for x in ancestors(g)}
    plans: list[Entity] = []
    sig: set[str] = set()
    cards_done: set[int] = set()
    for grid in grids.values():
        if priced[grid.mem_id] < 2 and grid.mem_id in holders:
            continue
        # every element child of the grid with a name is a plan card (Enterprise may show no price)
        child = grid.first_child
        while child is not None:
            if child.tag not in ("-text", "-comment") and child.mem_id not in cards_done and child.mem_id not in holders \
                    and child.mem_id not in grids:
                cards_done.add(child.mem_id)
                name = _plan_name(child)
                prices, period, features, note, periods = _card_prices(child, members_of.get(child.mem_id))
                if name and (prices or note):
                    plans.append(plan_entity(name, prices, period, features, note=note, periods=periods,
                                             billing=_billing(members_of.get(child.mem_id))))
                    sig.add(f"{child.tag}<{grid.tag}")
            child = child.next
    if not plans:
        # one plan (or cards the grid rule could not pair): each card with a name and a price
        for card, _m, _g in groups:
            if card.mem_id in cards_done:
                continue
            name = _plan_name(card)
            prices, period, features, note, periods = _card_prices(card, members_of.get(card.mem_id))
            if name and prices and len(node_text(card)) < 1500:
                plans.append(plan_entity(name, prices, period, features, periods=periods, billing=_billing(members_of.get(card.mem_id))))
                sig.add(card.tag or "")
    return plans, ",".join(sorted(sig))


_YES_CELL = re.compile(r"^(?:[✓✔☑✅√●•+]|yes|included|inklusive|inclus|incluido|ja|oui|sí|si)$", re.I)
_NO_CELL = re.compile(r"^(?:[–—\-✗✕✘×❌○·]|no|not\s+included|nein|non|n/a)$", re.I)


def _cell_word(text: str) -> str:
    """A comparison table's cell as a word: a tick is "yes", a dash or cross "no" (glyphs carry no letters
    to compare by)."""
    t = text.strip()
    if _YES_CELL.match(t):
        return "yes"
    if _NO_CELL.match(t):
        return "no"
    return t


def _name_before_price(cell: str) -> str:
    """A header cell's plan name when the cell also shows the plan's price ("Growth $49 /mo" → "Growth",
    "Enterprise Custom" → "Enterprise"), else ""."""
    m = PRICE_RE.search(cell) or _CUSTOM_RE.search(cell)
    if m is None:
        return ""
    name = cell[:m.start()].strip(" \t\n:–-·|")
    return name if name and len(name) <= 40 and not PRICE_RE.search(name) else ""


def _plans_from_table(doc: HtmlDoc, excluded: set[int]) -> list[Entity]:
    """Comparison tables: a header row of plan names and a row of prices."""
    for table in doc.tree.css("table"):
        if in_regions(table, excluded):
            continue
        rows = table.css("tr")
        if len(rows) < 2:
            continue
        header = [node_text(c) for c in rows[0].css("th, td")]
        # a header cell may hold the plan's name and its price at once ("Growth $49/mo", Tailwind UI's comparison
        # table): the name is what comes before the price, the rows below are the features
        named = [_name_before_price(c) for c in header]
        for row in rows[:6]:
            cells = [node_text(c) for c in row.css("th, td")]
            if len(cells) != len(header) or len(cells) < 2:
                continue
            if row is rows[0]:
                priced = [i for i, n in enumerate(named) if n]
            else:
                priced = [i for i, c in enumerate(cells) if PRICE_RE.search(c) or _FREE_RE.match(c) or _CUSTOM_RE.search(c)]
            if len(priced) >= 2:
                if row is rows[0]:
                    header = [n or h for n, h in zip(named, header)]
                # the other rows of the table are the plans' features ("SAML SSO: ✓"): a feature moved into
                # another plan is a change of both
                rest = [[node_text(c) for c in r.css("th, td")] for r in rows[1:80] if r is not row]
                rest = [r for r in rest if len(r) == len(header) and r[0] and len(r[0]) <= 80]
                plans = []
                for i in priced:
                    name = header[i]
                    if not name or len(name) > 60:
                        continue
                    toks = price_tokens(cells[i])
                    note = "" if toks else ("Free" if _FREE_RE.match(cells[i]) else "Custom")
                    feats = [f"{r[0]}: {_cell_word(r[i])}" for r in rest if r[i] and i != 0][:60]
                    plans.append(plan_entity(name, toks, price_period(cells[i]), feats, note=note))
                if len(plans) >= 2:
                    return plans
    # a rate table: a row per item, its label in the first cell and one price ("Germany | €0.075" under "Price per SMS")
    for table in doc.tree.css("table"):
        if in_regions(table, excluded):
            continue
        rows = table.css("tr")
        if len(rows) < 3:
            continue
        header = [node_text(c) for c in rows[0].css("th, td")]
        plans = []
        for row in rows[1:200]:
            cells = [node_text(c) for c in row.css("th, td")]
            if len(cells) < 2 or not cells[0] or len(cells[0]) > 60 or PRICE_RE.search(cells[0]):
                continue
            priced = [i for i, c in enumerate(cells) if i and PRICE_RE.search(c)]
            if len(priced) != 1:
                continue
            i = priced[0]
            head = header[i] if i < len(header) else ""
            plans.append(plan_entity(cells[0], price_tokens(cells[i])[:1], price_period(f"{head} {cells[i]}")))
        if len(plans) >= 2:
            return plans
    return []


def _plans_from_headings(doc: HtmlDoc) -> list[Entity]:
    """Plans written as sections without cards: a heading per plan (h2–h4), its price in the prose
    or lines under it ("Personal" / "$8 per month, billed annually"), its list items the features."""
    plans: list[Entity] = []
    name = ""
    level = "h9"
    prices: list[str] = []
    period = ""
    feats: list[str] = []

    def close() -> None:
        if name and prices:
            plans.append(plan_entity(name, prices[:6], period, feats[:40]))

    for b in doc.blocks:
        if b.region != MAIN:
            continue
        if b.tag in ("h1", "h2", "h3", "h4"):
            if b.tag > level or (b.tag == "h1" and not name):
                continue  # a sub-heading inside a plan's section (or the page title before the first plan)
            close()
            name, prices, period, feats = "", [], "", []
            level = "h9"
            if len(b.text) <= 60 and not PRICE_RE.search(b.text) and b.tag != "h1":
                name, level = b.text, b.tag
            continue
        if not name:
            continue
        if b.tag == "li":
            feats.append(b.text[:200])
        elif len(b.text) <= 300:
            toks = price_tokens(b.text)
            if toks:
                prices.extend(toks)
                period = period or price_period(b.text)
    close()
    return plans


#: the krone a bare "kr" means on a page in that language (Norwegian, Danish, Icelandic; Swedish and any other: SEK)
_KR_BY_LANG = {"no": "NOK", "nb": "NOK", "nn": "NOK", "da": "DKK", "is": "ISK"}
#: an ambiguous symbol read by price_currency as its commonest currency (reading, what the token must not write to
#: be re-read) → the currency it means on a page in that language: a bare "kr" on a Norwegian, Danish or Icelandic
#: page; "¥" / "￥" on a Chinese page (yuan; "円" is always yen; zh-TW / zh-HK pages write NT$ / HK$)
_AMBIGUOUS_BY_LANG: dict[str, tuple[str, str, str]] = {
    **{lg: ("SEK", "SEK", code) for lg, code in _KR_BY_LANG.items()},
    "zh": ("JPY", "円", "CNY"),
}


def kr_currency(token: str, fallback: str) -> str:
    """The currency of `token`, with `fallback` (the plan's own currency, read with the page's language) kept when
    the token writes only an ambiguous symbol and the fallback is what it means in that language: "kr 99" is NOK on
    a Norwegian page, "¥99" CNY on a Chinese one."""
    cur = price_currency(token)
    if cur == "SEK" and fallback in ("NOK", "DKK", "ISK") and "SEK" not in token.upper():
        return fallback
    if cur == "JPY" and fallback == "CNY" and "円" not in token and "JPY" not in token.upper():
        return fallback
    return cur


def _krone_by_lang(plans: list[Entity], lang: str) -> list[Entity]:
    """Plans whose prices write a bare "kr" on a Norwegian, Danish or Icelandic page get that krone as currency
    (price_currency reads "kr" as SEK, the commonest); plans priced "¥" on a Chinese page the yuan."""
    rule = _AMBIGUOUS_BY_LANG.get(lang.split("-")[0].split("_")[0].lower())
    if not rule:
        return plans
    read, marker, code = rule
    return [Entity(e.type, e.key, e.fp, {**e.data, "currency": code})
            if e.data.get("currency") == read and not any(marker in p.upper() or read in p.upper() for p in _plan_prices_of(e))
            else e for e in plans]


def _plan_prices_of(e: Entity) -> list[str]:
    return list(e.data.get("prices") or ([e.data["price"]] if e.data.get("price") else []))


def extract_plans(doc: HtmlDoc, records: list[dict[str, Any]], excluded: set[int]) -> EntitySet | None:
    found = _extract_plans(doc, records, excluded)
    if found is not None and doc.lang:
        found.items[:] = _krone_by_lang(found.items, doc.lang)
    return found


def _extract_plans(doc: HtmlDoc, records: list[dict[str, Any]], excluded: set[int]) -> EntitySet | None:
    ld: list[Entity] = []
    for r in records:
        if r["type"] != "product":
            continue
        offers = r.get("offers") or []
        for o in offers:
            name = o.get("name") or (r.get("name") if len(offers) == 1 else "")
            if not name or not o.get("price"):
                continue
            cur = o.get("currency", "")
            shown = _format_price(o["price"], cur)
            ld.append(plan_entity(name, [shown], o.get("period", ""), currency=cur))
    cards, sig = _plans_from_cards(doc, excluded)
    cards = merge_toggle_sides(cards)
    if len(cards) >= 2:
        return EntitySet("pricing_plan", unique_keys(cards), 0.8, "cards", sig)
    if ld:
        return EntitySet("pricing_plan", unique_keys(ld), 0.9, "jsonld", "jsonld")
    table = _plans_from_table(doc, excluded)
    if table:
        return EntitySet("pricing_plan", unique_keys(table), 0.7, "table", "table")
    sections = _plans_from_headings(doc)
    if len(sections) >= 2:
        return EntitySet("pricing_plan", unique_keys(sections), 0.6, "headings", "headings")
    if cards:
        return EntitySet("pricing_plan", unique_keys(cards), 0.55, "cards", sig)
    return None


def merge_toggle_sides(plans: list[Entity]) -> list[Entity]:
    """The plans of a page whose cards are listed twice or more under the same names in the same order
    (the monthly and the annual tab panels of a billing toggle, both in the markup and one shown by a
    click), one plan per name holding the prices of every side: which side a fetch shows is no change,
    a price on either side changing is."""
    names = [p.data.get("name", "") for p in plans]
    n = len(names)
    for size in range(2, n // 2 + 1):
        if n % size or any(names[i] != names[i % size] for i in range(n)) or len(set(names[:size])) < size:
            continue
        out = []
        for i in range(size):
            sides = plans[i::size]
            prices: list[str] = []
            periods: list[str] = []
            for side in sides:
                sp = side.data.get("prices") or []
                pp = side.data.get("periods") or [side.data.get("period", "")] * len(sp)
                for price, period in zip(sp, pp):
                    if price not in prices:
                        prices.append(price)
                        periods.append(period)
            feats: list[str] = []
            for side in sides:
                feats.extend(f for f in side.data.get("features") or [] if f not in feats)
            first = sides[0].data
            out.append(plan_entity(first.get("name", ""), prices, first.get("period", ""), feats, first.get("currency", ""),
                                   note="" if prices else first.get("price", ""), periods=periods))
        return out
    return plans


def _format_price(price: str, currency: str) -> str:
    sym = {"USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹"}.get(currency.upper(), "")
    p = price
    try:
        f = float(price)
        p = str(int(f)) if f == int(f) else f"{f:.2f}"
    except ValueError:
        pass
    return f"{sym}{p}" if sym else (f"{p} {currency}".strip())


# ---------------------------------------------------------------------------------------------
# posts, releases, news items

_DATEISH = re.compile(
    r"\b(?:\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{2,4}|\d{4}[./]\d{1,2}[./]\d{1,2}|"
    # ko: "2026. 12. 7."
    r"\d{4}\.\s\d{1,2}\.\s\d{1,2}\.?(?!\d)|"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}|"
    r"\d{1,2}\.?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s+\d{4}|"
    # day, month and year in de, fr, es, it, pt, nl, sv, pl: "4. Dezember 2025", "4 dicembre 2025", "4 de dezembro de 2025",
    # "4 grudnia 2025"
    r"\d{1,2}\.?\s+(?:de\s+)?(?:januar|februar|märz|mai|juni|juli|oktober|dezember|janvier|février|mars|avril|juin|juillet|août|"
    r"septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|"
    r"diciembre|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|januari|februari|maart|mei|augustus|"
    r"janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|dezembro|maj|augusti|stycznia|lutego|marca|kwietnia|maja|"
    r"czerwca|lipca|sierpnia|września|października|listopada|grudnia),?\s+(?:de\s+)?\d{4})\b"
    # ... with the month abbreviated, as newsrooms write it: "4 dic. 2025", "4 déc. 2025", "4. Dez. 2025", "4 set 2025", "4 mrt 2025"
    r"|\b\d{1,2}\.?\s+(?:de\s+)?(?:ene|janv|gen|fév|févr|fev|mär|mrt|abr|avr|mag|giu|juil|lug|ago|aoû|set|ott|okt|out|dic|déc|dez)\.?,?\s+"
    r"(?:de\s+)?\d{4}\b"
    # ru, uk, cs, tr, id, ar, he, hi: "4 декабря 2025 г.", "4 грудня 2025 р.", "4. prosince 2025", "4 Aralık 2025",
    # "4 Desember 2025" (and the Norwegian "4. desember 2025"), "٤ ديسمبر ٢٠٢٥", "4 בדצמבר 2025", "4 दिसंबर 2025" (no word boundary after Devanagari's vowel signs)
    r"|\b\d{1,2}\.?\s+(?:января|січня|ledna|ocak|يناير|ינואר|בינואר|जनवरी|февраля|лютого|února|şubat|فبراير|פברואר|בפברואר|फ़रवरी|फरवरी|марта|березня|března|mart|مارس|מרץ|במרץ|मार्च|maret|апреля|квітня|dubna|nisan|أبريل|إبريل|אפריל|באפריל|अप्रैल|мая|травня|května|mayıs|مايو|מאי|במאי|मई|июня|червня|června|haziran|يونيو|יוני|ביוני|जून|июля|липня|července|temmuz|يوليو|יולי|ביולי|जुलाई|августа|серпня|srpna|ağustos|أغسطس|אוגוסט|באוגוסט|अगस्त|agustus|сентября|вересня|září|eylül|سبتمبر|ספטמבר|בספטמבר|सितंबर|सितम्बर|октября|жовтня|října|ekim|أكتوبر|אוקטובר|באוקטובר|अक्टूबर|ноября|листопада|listopadu|kasım|نوفمبر|נובמבר|בנובמבר|नवंबर|नवम्बर|декабря|грудня|prosince|aralık|ديسمبر|דצמבר|בדצמבר|दिसंबर|दिसम्बर|desember),?\s+\d{4}(?!\d)"
    # th abbreviated ("4 ธ.ค. 2568"), vi ("4 tháng 12, 2025", "ngày 4 tháng 12 năm 2025")
    r"|\d{1,2}\s+(?:ม\.ค\.|ก\.พ\.|มี\.ค\.|เม\.ย\.|พ\.ค\.|มิ\.ย\.|ก\.ค\.|ส\.ค\.|ก\.ย\.|ต\.ค\.|พ\.ย\.|ธ\.ค\.)\s*\d{4}"
    r"|\b\d{1,2}\s+tháng\s+\d{1,2},?\s+(?:năm\s+)?\d{4}\b"
    # th: "4 ธันวาคม 2025" (no word boundary after Thai's vowel signs)
    r"|\d{1,2}\s+(?:มกราคม|กุมภาพันธ์|มีนาคม|เมษายน|พฤษภาคม|มิถุนายน|กรกฎาคม|สิงหาคม|กันยายน|ตุลาคม|พฤศจิกายน|ธันวาคม)\s+\d{4}"
    # ja, zh, ko: 2025年3月12日, 2025년 3월 12일 (no word boundary between CJK characters)
    r"|\d{4}\s*[年년]\s*\d{1,2}\s*[月월]\s*\d{1,2}\s*[日일]?", re.I)
_VERSIONISH = re.compile(r"(?:^|\s|\b)v?\d+\.\d+(?:\.\d+)?(?:[-.][a-z0-9]+)?\b", re.I)
_DIGIT = re.compile(r"\d")
#: what every form of _DATEISH holds: a four-digit year, or two digits around a '.' or '/' ("4/12/25")
_DATE_DIGITS = re.compile(r"\d(?:\d{3}|[./]\d)")


def _find_date(text: str) -> re.Match[str] | None:
    """`_DATEISH.search(text)`. Every date form holds a year of four digits or digits around a '.' or '/':
    a text without them (most lines of a card; "5 min read", "$19") is passed over by a simple scan, many
    times cheaper than the case-insensitive alternatives."""
    m = _DATE_DIGITS.search(text)
    if m is None:
        return None
    # every match holds one of those digit runs within its first _DATE_LEAD characters: the search starts that far
    # before the first (the same leftmost match; the alternatives are not tried at every position of a long text)
    return _DATEISH.search(text, max(0, m.start() - _DATE_LEAD))


#: how far into a _DATEISH match its first _DATE_DIGITS run may start, at most ("24 de septiembre de 2025": 20)
_DATE_LEAD = 96


#: the longest item text kept in an entity (for the delta) and compared
ITEM_TEXT_MAX = 4000


_URL_DAY = re.compile(r"/((?:19|20)\d\d)/(0[1-9]|1[0-2])/(0[1-9]|[12]\d|3[01])/")


#: the glyphs static-site generators write as a heading's permalink anchor (Hugo/Docsy "#", Sphinx/Python-Markdown "¶",
#: "§", GitHub-style "🔗")
_PERMALINK_GLYPHS = "#¶§🔗"


def item_entity(title: str, url: str = "", published_at: str = "", text: str = "") -> Entity:
    """A post. `text`: a feed item's own text (description, content), when the feed carries one: its
    edits are the item's too (compared with volatile tokens neutralised)."""
    if title and title[-1] in _PERMALINK_GLYPHS and (title[-1] != "#" or title[-2:-1].isspace()):
        # a heading's permalink anchor read with its text ("Apache Flink 2.0.0 #", "Ways to Contribute¶"): no part of
        # it ("C#", "F#" are: a "#" is an anchor only apart from the title)
        title = title[:-1].rstrip() or title
    key = url_path_key(url) if url else norm_key(title)
    if not published_at and url:
        # a permalink dated by its path: /2025/12/04/<slug>/ (WordPress, Jekyll, Hugo)
        d = _URL_DAY.search(url)
        published_at = f"{d.group(1)}-{d.group(2)}-{d.group(3)}" if d else ""
    data = {k: v for k, v in (("title", title), ("url", url), ("published_at", published_at),
                              ("text", text[:ITEM_TEXT_MAX])) if v}
    return Entity("news_item", key, item_fingerprint(title, text), data)


def item_fingerprint(title: str, text: str = "") -> str:
    from .volatile import neutralize

    if not text:
        return fingerprint(norm_key(title))
    return fingerprint(norm_key(title), neutralize(text[:ITEM_TEXT_MAX]))


def markup_text(value: Any) -> str:
    """Readable text of a feed item's HTML description or content."""
    import html as _html

    s = str(value or "")
    if "<" in s:
        s = re.sub(r"(?is)<(script|style)\b.*?</\1\s*>", " ", s)
        s = re.sub(r"<[^>]*>", " ", s)
    return clean(_html.unescape(s))


def _date_in(node: LexborNode) -> str:
    t = node.css_first("time")
    if t is not None:
        return attr(t, "datetime") or node_text(t)
    try:
        raw = node.text(deep=True, separator="\n", skip_empty=True)  # (blank pieces are passed over below)
    except Exception:  # noqa: BLE001 - detached node
        return ""
    if _DIGIT.search(raw) is None:
        return ""  # (for speed: every date holds a digit, and clean() adds none)
    seen = 0
    for piece in raw.split("\n"):
        # (for speed, a line is cleaned only when it holds a digit, as every date does: a blank line is one
        # clean() makes "", and a non-ASCII line may be zero-width characters only)
        if not piece or piece.isspace():
            continue
        if _DIGIT.search(piece) is not None:
            m = _find_date(clean(piece))
            if m:
                return m.group(0)
        elif not piece.isascii() and not clean(piece):
            continue
        seen += 1
        if seen == 12:  # the first 12 lines (as `lines(node)[:12]`)
            break
    return ""


def _several_links(node: LexborNode, n: int) -> bool:
    """Whether the descendants of `node` link to at least `n` distinct targets (stops there)."""
    mid = node.mem_id
    hrefs: set[str] = set()
    for x in node.css("a[href]"):
        if x.mem_id != mid:
            hrefs.add(attr(x, "href"))
            if len(hrefs) >= n:
                return True
    return False


def _posts_from_articles(doc: HtmlDoc, excluded: set[int]) -> list[Entity]:
    out: list[Entity] = []
    arts = doc.articles if doc.articles is not None else doc.tree.css("article")
    for i, art in enumerate(arts):
        if in_regions(art, excluded):
            continue
        # a wrapper article holding cards (`inner_first(art, "article") is not None`): the articles are
        # in document order, so an article inside this one would be the next
        if i + 1 < len(arts) and art.mem_id in {x.mem_id for x in ancestors(arts[i + 1])}:
            continue
        h = art.css_first(_HEADINGS)
        link: LexborNode | None = None
        if h is not None:
            link = h.css_first("a[href]") or (h.parent if h.parent is not None and h.parent.tag == "a" else None)
        if link is None:
            link = art.css_first("a[href]")
        title = heading_title(h) if h is not None else (node_text(link) if link is not None else "")
        if not title or len(title) > 250:
            continue
        heading_linked = h is not None and link is not None and (link.mem_id in {x.mem_id for x in ancestors(h)}
                                                                  or inner_first(h, "a[href]") is not None)
        if not heading_linked:
            if _several_links(art, 3):
                continue  # a section wrapper ("Related stories") holding several links, not a post
        url = canonical_url(attr(link, "href"), doc.base_url) if link is not None else ""
        title, lead = _split_leading_date(title)
        if h is None and link is not None and not lead:
            title, lead = _split_trailing_date(title, link)
        out.append(item_entity(title, url, _date_in(art) or lead))
    return out


_AFTER_DATE = re.compile(r"^[\s,·|]*(?:(?:at\s+)?\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?(?:\s+[A-Z]{2,4}\b)?)?[\s,·|:–—-]*", re.I)


def _split_trailing_date(title: str, link: LexborNode) -> tuple[str, str]:
    """A post without a heading whose one link is the whole card and closes with its date in an element of its own
    (AEM's list component: `<a class="cmp-list__item-link"><span class="…-title">Acme opens a plant</span><span
    class="…-date">10/21/2026</span></a>`) → (the title, the date); a post re-dated was "retitled". The title is kept
    whole unless its last line is a date alone and the lines before it make three words or more."""
    if not _find_date(title[-40:]):
        return title, ""
    ls = lines(link)
    if len(ls) < 2:
        return title, ""
    m = _find_date(ls[-1])
    rest = " ".join(ls[:-1])
    if m is None or m.start() != 0 or m.end() != len(ls[-1].rstrip(" .")) or len(rest.split()) < 3:
        return title, ""
    return rest, m.group(0)


_LEADING_AGO = re.compile(r"(?:just now|an? (?:few )?(?:seconds?|minutes?|hours?) ago|(?:about |over )?\d{1,2}\s*"
                          r"(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|h|m)\s+ago)(?=\s|[A-Z·|,–—:-])", re.I)


def _split_leading_date(title: str) -> tuple[str, str]:
    """A post title that opens with its date and time ("Dec 04, 2025, 08:00 ET Aurelio Foods opens …": a
    press-release widget's heading holds both) → (the title, the date). A title that would be left
    with fewer than three words is kept whole ("December 4, 2025 release")."""
    m = _find_date(title[:60])
    if m is None or m.start() != 0:
        if (a := _LEADING_AGO.match(title)) is not None and len(title[a.end():].split()) >= 3:
            # a release of the last hours dated by its age ("2 hours ago Kitewire raises …": PR Newswire's
            # cards): the age moves with every fetch, and no day can be told from it here
            return title[a.end():].lstrip(" ·|,–—-:"), ""
        return title, ""
    rest = title[m.end():]
    rest = rest[_AFTER_DATE.match(rest).end():]  # type: ignore[union-attr]
    if len(rest.split()) < 3:
        return title, ""
    return rest, m.group(0)


def _card_more_href(node: LexborNode, levels: int = 2) -> str:
    """The href of the one "Read more" / "Learn more" link in the card that holds heading `node` (and no other
    heading), or ""."""
    p = node.parent
    for _ in range(levels):
        if p is None or p.tag in ("body", "main"):
            return ""
        links = inner(p, "a[href]")
        if links:
            href = attr(links[0], "href")
            # (one target: compared in order, stopping at the first other one, for speed; a page's
            # sections hold many links)
            if all(attr(a, "href") == href for a in links) and all(_GENERIC_LINK.match(node_text(a)) for a in links) and \
                    len([h for h in inner(p, "h1, h2, h3, h4") if h.mem_id != node.mem_id]) == 0:
                return href
            return ""
        p = p.parent
    return ""


def _enclosing_href(node: LexborNode, levels: int = 4) -> str:
    """The href of an <a> that wraps `node` (within `levels` ancestors), or ""."""
    p = node.parent
    for _ in range(levels):
        if p is None:
            return ""
        if p.tag == "a":
            return attr(p, "href")
        p = p.parent
    return ""


def _posts_from_heading_links(doc: HtmlDoc, excluded: set[int]) -> list[Entity]:
    """Headings that link (h2 > a, a > h3): one item each, dated from its card."""
    anchors: list[LexborNode] = []
    urls: dict[int, str] = {}
    seen: set[str] = set()
    # (a front page titling each post with a linked <h1>, as older blog themes do — Daring Fireball: its posts, when
    # there are two or more; one linked <h1> is the page's own title)
    tags = ("h1", "h2", "h3", "h4") if sum(1 for b in doc.blocks if b.tag == "h1" and b.links and b.region == MAIN) >= 2 \
        else ("h2", "h3", "h4")
    for b, node in zip(doc.blocks, doc.nodes):
        if b.tag not in tags or node is None or b.region != MAIN:
            continue
        # a heading inside a card-wide link (<a><div>date</div><h3>title</h3></a>: Webflow, Framer) is linked too; so is
        # a heading whose card's one link is its "Read more"
        href = b.links[0] if b.links else (_enclosing_href(node) or _card_more_href(node))
        if not href:
            continue
        url = canonical_url(href, doc.base_url)
        if not url or url in seen:
            continue
        seen.add(url)
        anchors.append(node)
        urls[node.mem_id] = url
    out: list[Entity] = []
    for card, members, _grid in group_cards(anchors):
        for h in members:
            title = node_text(h)
            if not title or len(title) < 4 or _GENERIC_LINK.match(title):
                continue
            title, lead = _split_leading_date(title)
            out.append(item_entity(title, urls[h.mem_id], (_date_in(card) if len(members) == 1 else "") or lead))
    return out


_FILE_LINK = re.compile(r"\b(?:pdf|download|docx?|xlsx?|pptx?|zip|mp3|mp4|webcast|audio|video|slides|herunterladen|télécharger|descargar)\b", re.I)


def _posts_from_rows(doc: HtmlDoc, excluded: set[int]) -> list[Entity]:
    """Listings as table rows or list items: a dated row with one titled link ("2025-03-05 |
    Q4 results | PDF")."""
    out: list[Entity] = []
    for b, node in zip(doc.blocks, doc.nodes):
        if b.tag not in ("tr", "li") or node is None or b.region != MAIN or not b.links or len(b.text) > 400:
            continue
        m = _find_date(b.text)
        if not m:
            continue
        # (a title of three words or more; in Chinese or Japanese, of eight characters or more: no spaces; or the row's
        # only link, of two words, that is no "Read more" / "Download PDF": "Q3 results")
        every = inner(node, "a[href]")
        links = [a for a in every if len((t := node_text(a)).split()) >= 3 or (len(t) >= 8 and not t.isascii())]
        if len(links) > 1:
            # (a row's file link beside its title, "PDF (214 KB)", "Download (2.1 MB)", is no second title)
            titled = [a for a in links if not _FILE_LINK.search(t := node_text(a)) and not _GENERIC_LINK.match(t)]
            links = titled or links
        if not links and len(every) == 1 and len((t := node_text(every[0])).split()) == 2 and not _GENERIC_LINK.match(t) \
                and not _FILE_LINK.search(t):
            links = every
        if not links and b.tag == "tr" and len(every) == 1 and (_FILE_LINK.search(node_text(every[0])) or _GENERIC_LINK.match(node_text(every[0]))):
            # a press-release row whose one link is its "PDF" / "Download": the title is the row's text cell
            cells = [node_text(c) for c in inner(node, "td, th")]
            texts = [c for c in cells if c != node_text(every[0]) and not _find_date(c) and len(c.split()) >= 3]
            if len(texts) == 1:
                out.append(item_entity(texts[0], canonical_url(attr(every[0], "href"), doc.base_url), m.group(0)))
            continue
        if len(links) != 1:
            continue
        a = links[0]
        title = node_text(a)
        if _find_date(title):
            # the link is the whole row (date, category label, title): the title is its longest other line
            rest = [ln for ln in lines(a) if not _find_date(ln)]
            title = max(rest, key=len) if rest else title
        out.append(item_entity(title, canonical_url(attr(a, "href"), doc.base_url), m.group(0)))
    return out if len(out) >= 2 else []


def _posts_from_dated_cards(doc: HtmlDoc, excluded: set[int]) -> list[Entity]:
    """Listings whose posts are neither articles nor headings: repeated cards, each one titled link
    and a date (Substack's archive: `<a class="post-preview-title">` over a `<time>`; press-release
    widgets of divs)."""
    anchors: list[LexborNode] = []
    seen: set[str] = set()
    titles: dict[int, str] = {}
    inside: dict[int, bool] = {}  # (in_regions' answers for the ancestors of the links walked)
    for a in (doc.links if doc.links is not None else doc.tree.css("a[href]")):
        if len(anchors) >= 400:
            break
        try:
            raw = a.text(deep=True, separator=" ", skip_empty=True)  # (only split on whitespace and cleaned below)
        except Exception:  # noqa: BLE001 - detached node
            continue
        if raw.isascii() and len(raw.split(None, 2)) < 3:
            # (for speed, before clean(): most links are one or two words, and on ASCII text clean() only
            # collapses whitespace, so this is the word test below, exactly)
            continue
        if in_regions(a, excluded, inside):
            continue  # (before the text tests, for speed: most of the links left are in site chrome)
        t = clean(raw)
        if not (3 <= len(t.split()) or (len(t) >= 8 and not t.isascii())) or len(t) > 250 or _GENERIC_LINK.match(t):
            continue
        if _find_date(t):
            # a card that is one link, its date inside (a Notion gallery card: title and date properties; Framer):
            # the title is its longest line that is no date
            rest = [ln for ln in lines(a) if not _find_date(ln) and not _GENERIC_LINK.match(ln)]
            title = max(rest, key=len) if rest else ""
            if not (3 <= len(title.split()) or (len(title) >= 8 and not title.isascii())):
                continue
            titles[a.mem_id] = title
        url = canonical_url(attr(a, "href"), doc.base_url)
        if not url or url in seen:
            continue
        seen.add(url)
        anchors.append(a)
    # the posts are two or more dated cards of one grid, each with one of the links: the early returns below
    # (too few links or cards) are for speed, and give what the whole loop would
    if len(anchors) < 2:
        return []
    cards = [(card, members[0], grid) for card, members, grid in group_cards(anchors) if len(members) == 1 and grid is not None]
    if len(cards) < 2:
        return []
    # the dated cards by grid, in document order: the posts are the one grid holding two or more of them, and a lone
    # dated card of a grid of its own ABOVE that list is its featured post (Substack's home: the hero post over the
    # "Latest" rows; a new post takes the hero and pushes the old hero into the list). Dated cards in another grid
    # otherwise (posts and events?) tell no list apart: none
    found: list[tuple[int, Entity]] = []
    per_grid: dict[int, int] = {}
    for card, a, grid in cards:
        date = _date_in(card)
        if not date:
            continue
        per_grid[grid.mem_id] = per_grid.get(grid.mem_id, 0) + 1
        found.append((grid.mem_id, item_entity(titles.get(a.mem_id) or node_text(a),
                                               canonical_url(attr(a, "href"), doc.base_url), date)))
    lists = [g for g, n in per_grid.items() if n >= 2]
    if len(lists) != 1:
        return []
    first = next(i for i, (g, _) in enumerate(found) if g == lists[0])
    # (a featured post lives where the list's posts do: its link in the folder of one of theirs, /p/<slug> beside
    # /p/<slug>; a dated "Read more about sharing" box above an article's related links is no post)
    folders = {_folder(e.data.get("url") or "") for g, e in found if g == lists[0]}
    if any(g != lists[0] and not (i < first and per_grid[g] == 1 and _folder(e.data.get("url") or "") in folders)
           for i, (g, e) in enumerate(found)):
        return []  # (any other dated card: as before, no list told apart)
    return [e for _, e in found]


def _folder(url: str) -> str:
    """A URL without its last path segment and query: https://x.substack.com/p/slug → https://x.substack.com/p/."""
    return url.split("?", 1)[0].split("#", 1)[0].rstrip("/").rsplit("/", 1)[0] + "/"


def _release_label(blocks: list[Block], i: int) -> str | None:
    """The short version or date label written just before a changelog entry's titled heading, in a column
    of its own (Mintlify's <Update label="…" description="v2.9">: "December 2026" · "v2.9" · h2 "Webhook
    replay"): that label's date, "" when it names only a version, None when there is none. A label that is
    itself the date line under an earlier release heading ("## 1.2.0" · "2026-11-30" · "### Added"), or any
    line a few blocks under one with no other heading between, is none."""
    for j in (i - 1, i - 2):
        if j < 0:
            return None
        lb = blocks[j]
        if lb.tag in _HEADING_TAGS or lb.region != MAIN:
            return None
        if len(lb.text) > 32 or not (_VERSIONISH.search(lb.text) or _find_date(lb.text)):
            continue
        for k in range(j - 1, max(-1, j - 7), -1):
            # the label under a release heading a few lines up (its date line; GitHub's release title link,
            # tag and commit repeated under the sr-only heading) is that release's, and the heading after it
            # ("What's Changed") a section of its notes
            before = blocks[k]
            if before.tag in _HEADING_TAGS:
                if before.region == MAIN and (_VERSIONISH.search(before.text) or _find_date(before.text)):
                    return None
                break
        m = _find_date(lb.text)
        return m.group(0) if m else ""
    return None


def _posts_from_release_headings(doc: HtmlDoc) -> list[Entity]:
    """Changelogs: each h2/h3 that names a version or a date is one entry, or that follows a short version
    or date label of its own (_release_label)."""
    out: list[Entity] = []
    for i, b in enumerate(doc.blocks):
        if b.region != MAIN or b.tag not in ("h2", "h3") or len(b.text) > 160:
            continue
        if not (_VERSIONISH.search(b.text) or _find_date(b.text)):
            label = _release_label(doc.blocks, i)
            if label is not None:
                out.append(item_entity(b.text, "", label))
            continue
        date = ""
        m = _find_date(b.text)
        if m:
            date = m.group(0)
        elif i + 1 < len(doc.blocks):
            m = _find_date(doc.blocks[i + 1].text[:80])
            date = m.group(0) if m else ""
        e = item_entity(b.text, "", date)
        v = _VERSIONISH.search(b.text) if date and m is not None and m.start() > 0 else None
        if v is not None and v.end() <= m.start():
            # "v2.3.0 (2025-11-20)": the entry is its version; a date corrected is an edit of it, not another entry
            e = Entity(e.type, norm_key(v.group(0)), e.fp, e.data)
        out.append(e)
    return out


def _posts_from_release_labels(doc: HtmlDoc) -> list[Entity]:
    """Changelogs whose entries have no heading, only a short label before their notes (Mintlify's <Update
    label="December 1, 2026" description="v2.14"> over a list of changes: "December 1, 2026 v2.14" · "Batch
    endpoints…"): each short block of the main content that holds a date, and is followed by a block that is no
    such label, is one entry, keyed by its version when it names one. Two or more, or none."""
    out: list[Entity] = []
    blocks = [b for b in doc.blocks if b.region == MAIN]
    def label(b: Block) -> re.Match[str] | None:
        if b.tag in _HEADING_TAGS or len(b.text) > 48 or b.tag in ("li", "tr"):
            return None
        return _find_date(b.text)
    for i, b in enumerate(blocks[:-1]):
        m = label(b)
        if m is None or label(blocks[i + 1]) is not None:
            continue
        e = item_entity(b.text, "", m.group(0))
        v = _VERSIONISH.search(b.text[m.end():]) or _VERSIONISH.search(b.text[:m.start()])
        if v is not None:
            e = Entity(e.type, norm_key(v.group(0)), e.fp, e.data)
        out.append(e)
    return out if len(out) >= 2 else []


_UNRELEASED = re.compile(r"^\W*(?:unreleased|upcoming|not\s+yet\s+released|next(?:\s+release)?|in\s+development|"
                         r"unver[öo]ffentlicht|non\s+publi[ée]|no\s+publicado)(?:\s+changes)?\W*$", re.I)


def extract_posts(doc: HtmlDoc, records: list[dict[str, Any]], excluded: set[int], surface: str) -> EntitySet | None:
    ld = [item_entity(r["title"], canonical_url(r.get("url", ""), doc.base_url), r.get("published_at", ""))
          for r in records if r["type"] in ("news_item", "list_item") and r.get("title")]
    found = _posts_from_articles(doc, excluded)
    method = "articles"
    if len(found) < 2:
        found = _posts_from_heading_links(doc, excluded)
        method = "links"
    if len(found) < 2:
        found = _posts_from_rows(doc, excluded)
        method = "rows"
    if len(found) < 2:
        found = _posts_from_dated_cards(doc, excluded)
        method = "dated-cards"
    if surface == "changelog" and len(found) < 2:
        found = _posts_from_release_headings(doc)
        method = "headings"
    if surface == "changelog" and len(found) < 2:
        found = _posts_from_release_labels(doc)
        method = "labels"
    if surface == "changelog":
        # Keep a Changelog's "## [Unreleased]" collects what the next release will hold: not an entry (its
        # compare link moves with every release; its bullets move under the new version)
        found = [e for e in found if not _UNRELEASED.match(e.data.get("title", ""))]
    if len(ld) >= 2 and len(ld) >= len(found) * 0.8:
        return EntitySet("news_item", unique_keys(ld), 0.9, "jsonld", "jsonld")
    if found:
        found = _shown_once(found)
        return EntitySet("news_item", unique_keys(found), 0.75 if len(found) >= 3 else 0.55, method, method)
    if ld:
        return EntitySet("news_item", unique_keys(ld), 0.7, "jsonld", "jsonld")
    return None


def _shown_once(items: list[Entity]) -> list[Entity]:
    """A post shown twice on a listing (a "Featured" card above the list, or a hero, that repeats one of the list's
    posts: the same link and title) is one post, read where the list shows it (its last showing): numbered apart
    ("…#2"), re-pointing the featured slot to another post would read as one post added and another removed. Two
    entries of one title without a link of their own (a changelog's "Bug fixes") stay two."""
    seen: dict[tuple[str, str], int] = {}
    for i, e in enumerate(items):
        url = e.data.get("url")
        if url:
            seen[(url, norm_key(str(e.data.get("title") or "")))] = i
    if len(seen) == sum(1 for e in items if e.data.get("url")):
        return items
    return [e for i, e in enumerate(items)
            if not e.data.get("url") or seen[(e.data["url"], norm_key(str(e.data.get("title") or "")))] == i]


#: a link to one post (not to the listing): /blog/<slug>, /news/2025/03/<slug>, /posts/<id> … (absolute, or a
#: path when the page's own URL is not known: `changewire diff` without --url)
_POST_PATH = re.compile(r"^(?:https?://[^/]+)?(?:/[^/?#]+)*?/(?:blog|news|posts?|articles?|insights|stories|press|"
                        r"updates|newsroom|changelog|releases)/[^?#]*[^/?#]", re.I)


def extract_homepage_posts(doc: HtmlDoc, excluded: set[int]) -> EntitySet | None:
    """A homepage's "latest posts" list: linked headings (or articles) in the main content that
    link to single posts (/blog/…, /news/…), at least two of them. The links decide: feature
    cards and product tiles link elsewhere, so they are not taken for posts."""
    found = [e for e in _posts_from_articles(doc, excluded) if _POST_PATH.match(e.data.get("url", ""))]
    method = "homepage-articles"
    if len(found) < 2:
        found = [e for e in _posts_from_heading_links(doc, excluded) if _POST_PATH.match(e.data.get("url", ""))]
        method = "homepage-links"
    if len(found) < 2:
        return None
    return EntitySet("news_item", unique_keys(found), 0.6, method, method)


# ---------------------------------------------------------------------------------------------
# people, products, locations

#: a capitalised name word, hyphenated or with a capital after an apostrophe or "Mc" ("Reyes-Ortega", "O'Neil", "McDonald")
#: (Latin Extended-A too: "Łukasz Wiśniewski", "Zofia Dąbrowska", "Ödön Ďurovič")
_UP = "A-ZÀ-ÖØ-Þ" + "".join(c for c in map(chr, range(0x100, 0x180)) if c.isupper())
_LO = "a-zß-öø-ÿ" + "".join(c for c in map(chr, range(0x100, 0x180)) if c.islower())
_NAME_WORD = rf"[{_UP}][{_LO}'’.-]*(?:(?<=[-'’])[{_UP}][{_LO}'’.-]*|(?<=Mc)[{_UP}][{_LO}'’.-]*)*"
#: a Japanese name as team pages print it, family and given name apart ("山田 太郎", "佐藤　花子")
_CJK_NAME = r"[\u4e00-\u9fff\u3400-\u4dbf々\u30a0-\u30ff]{1,5}[ \u3000][\u4e00-\u9fff\u3400-\u4dbf々\u3040-\u30ff]{1,5}"
_PERSON_NAME = re.compile(rf"^(?:dr\.?\s+|prof\.?\s+)?(?=[{_UP}][{_LO}'’.-])(?:{_NAME_WORD})(?:\s+(?:{_NAME_WORD}\.?|van|von|de|da|del|der|la|le|di|du|bin|al)){{1,3}}$"
                          rf"|^{_CJK_NAME}$")
_ROLE_WORDS = re.compile(
    r"\b(?:ceo|cto|cfo|coo|cmo|cpo|ciso|chief|founder|co-founder|cofounder|president|vp|vice\s+president|head|"
    r"director|manager|lead|engineer|designer|officer|partner|principal|chair(?:man|woman|person)?|board|"
    r"advisor|investor|counsel|scientist|researcher|architect|analyst|developer|marketing|sales|operations|"
    r"product|executive|general|senior|staff|recruiter|people|talent|finance|legal|associate|specialist|"
    r"technician|chemist|accountant|consultant|coordinator|assistant|administrator|editor|writer|owner|intern|"
    r"representative|attorney|lawyer|paralegal|economist|strategist|producer|photographer|illustrator|planner|buyer|"
    r"controller|treasurer|secretary|supervisor|mechanic|pharmacist|physician|therapist|curator|evangelist|advocate)\b"
    # ja (no word boundaries between CJK characters): director, executive officer, president, chairman, general
    # manager, manager, auditor, adviser, engineer, officer in charge
    r"|取締役|執行役員|社長|会長|本部長|部長|室長|課長|監査役|顧問|エンジニア|マネージャー|ディレクター|デザイナー|責任者"
    # zh, ko: chief … officer, president, general manager, manager, director, founder, board, engineer, designer, lead, partner
    r"|首席|总裁|總裁|总经理|經理|经理|总监|總監|创始人|創辦人|联合创始人|董事|工程师|设计师|主管|负责人|合伙人"
    r"|대표|이사|팀장|매니저|엔지니어|디자이너|책임자"
    # th: chief … officer, chairman, managing director, manager, director, head, engineer, founder
    r"|ประธาน|กรรมการ|ผู้จัดการ|ผู้อำนวยการ|หัวหน้า|วิศวกร|ผู้ก่อตั้ง"
    # ar, he: chief / head, director / manager, founder, engineer; CEO, VP (מנכ"ל, סמנכ"ל), manager, founder
    r"|الرئيس|الرئيسة|رئيس|مدير|مديرة|المدير|المديرة|مؤسس|المؤسس|مهندس"
    r"|מנכ[\"״]ל|סמנכ[\"״]ל|מנהל|מייסד|מהנדס|ראש\s+צוות"
    # pl, sv, nl, pt, it: board, president, director, manager, chief, specialist, coordinator
    r"|\b(?:prezes|wiceprezes|zarząd\w*|dyrektor\w*|kierownik\w*|specjalist\w+|vd|chef|ekonomichef|grundare|medgrundare|"
    r"directeur|directie|teamleider|diretor\w*|coordenador\w*|amministrat\w+|direttor\w*|responsabile)\b"
    # es, fr, de (and their feminine forms: "Directora Comercial", "Consejera Delegada", "Leiterin Vertrieb")
    r"|\b(?:director[ae]s?|directrice|consejer[oa]|gerente|jef[ae]|responsable|(?:co-?)?fundador(?:a)?|(?:co-?)?fondat(?:eur|rice)|"
    r"ingenier[oa]|ing[ée]nieure?|diseñador(?:a)?|desarrollador(?:a)?|analista|consultor(?:a)?|socio|socia|associée?|"
    r"presidenta|pr[ée]sidente?|\w*leiter(?:in)?|gesch[äa]ftsf[üu]hrer(?:in)?|(?:mit)?gr[üu]nder(?:in)?|\w*entwickler(?:in)?|"
    r"berater(?:in)?|vorstand\w*|prokurist(?:in)?|"
    # de compounds of a role ("Kommunikationsarchitekt", "Drupalspezialistin", "Screendesigner", "Projektmanagerin",
    # "Open Source Experte") and a system administrator's short title
    r"\w*(?:architekt|designer|programmierer|spezialist|manager|ingenieur|referent|techniker)(?:in)?|\w*expert(?:e|in)|"
    r"sysadmin)\b", re.I)
#: a Chinese name as team pages print it, two or three characters ("张伟", "欧阳娜"): a name only beside a role
_CJK_BARE_NAME = re.compile(r"^(?:[\u4e00-\u9fff]{2,3}|[\uac00-\ud7a3]{2,4}|[\u0e01-\u0e4e]{2,20} [\u0e01-\u0e4e]{2,24}"
                            # Arabic and Hebrew: two or three words ("محمد العتيبي", "יעל כהן")
                            r"|[\u0621-\u064a]{2,15}(?: [\u0621-\u064a]{2,15}){1,2}|[\u05d0-\u05ea]{2,15}(?: [\u05d0-\u05ea'\"׳״-]{2,15}){1,2})$")
EXEC_ROLE = re.compile(r"\b(?:ceo|cto|cfo|coo|cmo|cpo|ciso|cro|chief|founder|co-founder|cofounder|president|"
                       r"vice\s+president|vp|general\s+counsel|chair(?:man|woman|person)?|managing\s+director|"
                       r"board\s+member|head\s+of|"
                       # de, fr, es, it, nl, pt: managing director, founder, president, board, chief executive
                       r"(?:\w*-?)gesch[äa]ftsf[üu]hrer(?:in)?|vorstand\w*|(?:mit)?gr[üu]nder(?:in)?|"
                       r"pdg|directeur\s+g[ée]n[ée]ral|directrice\s+g[ée]n[ée]rale|pr[ée]sident(?:e)?|"
                       r"(?:co-?)?fondat(?:eur|rice|ore|ora)|(?:co-?)?fundador(?:a)?|director(?:a)?\s+general|"
                       r"consejer[oa]\s+delegad[oa]|amministratore\s+delegato|(?:mede-?)?oprichter|"
                       r"algemeen\s+directeur|diretor(?:a)?\s+(?:geral|executiv[oa])|"
                       # the C-level functions: CFO, CTO, COO, CCO, CMO in fr, es, it, de
                       r"direct(?:eur|rice)\s+(?:administrati(?:f|ve)\s+et\s+)?financi(?:er|ère)|"
                       r"direct(?:eur|rice)\s+(?:technique|des\s+op[ée]rations|commercial(?:e)?|marketing|juridique|"
                       r"des\s+ressources\s+humaines|g[ée]n[ée]ral(?:e)?\s+d[ée]l[ée]gu[ée]e?)|"
                       r"director(?:a)?\s+(?:financier[oa]|t[ée]cnic[oa]|de\s+tecnolog[íi]a|de\s+operaciones|comercial|de\s+marketing)|"
                       r"diret(?:tore|trice)\s+(?:finanziari[oa]|tecnic[oa]|commerciale|generale|operativ[oa])|"
                       r"\w*vorstand\w*|technische[rn]?\s+leiter(?:in)?|kaufm[äa]nnische[rn]?\s+leiter(?:in)?|"
                       # pl, sv, nl, pt: president / member of the management board, CEO, CFO, CTO, COO
                       r"(?:wice)?prezes\w*|cz[łl]on(?:ek|kini)\s+zarz[ąa]du|dyrektor(?:ka)?\s+(?:generaln|finansow|techniczn|"
                       r"operacyjn|zarz[ąa]dzaj[ąa]c)\w*|(?:vice\s+)?vd|verkställande\s+direktör|ekonomichef|finanschef|teknikchef|"
                       r"(?:med)?grundare|styrelseordförande|(?:financieel|technisch|operationeel|commercieel)\s+directeur|"
                       r"diretor(?:a)?\s+(?:financeir[oa]|de\s+tecnologia|de\s+opera[çc][õo]es|comercial)|amministratrice\s+delegata)\b"
                       # ja, zh, ko (no word boundaries): representative director, director, president, chairman, executive
                       # officer, chief … officer, corporate auditor; 总裁, 首席…官, 董事; 대표이사, 이사
                       r"|代表取締役|取締役|社長|会長|執行役員|最高\w{1,6}責任者|監査役|总裁|首席\w{1,4}官|董事|대표이사|이사|최고\w{1,6}책임자"
                       # th: chief … officer, chairman, managing director, founder
                       r"|ประธานเจ้าหน้าที่|ประธานกรรมการ|กรรมการผู้จัดการ|ผู้ก่อตั้ง"
                       # ar: chief executive, CFO, CTO, COO, founder, chairman; he: CEO and VPs (מנכ"ל, סמנכ"ל), founder, chairman
                       r"|الرئيس(?:ة)?\s+(?:التنفيذي|التنفيذية|التقني|التقنية)|المدير(?:ة)?\s+(?:المالي|المالية|التنفيذي|التنفيذية|العام|العامة)"
                       r"|(?:ال)?مؤسس|رئيس\s+مجلس\s+الإدارة|מנכ[\"״]ל|סמנכ[\"״]ל|מייסד|יו[\"״]ר", re.I)


def _bare_cjk_name_with_role(el: LexborNode, t: str) -> bool:
    """A two- or three-character Chinese name ("刘洋") is one when the element around it also says a role."""
    if _CJK_BARE_NAME.match(t) is None or _ROLE_WORDS.search(t):
        return False
    parent = el.parent
    return parent is not None and any(ln != t and len(ln) <= 40 and _ROLE_WORDS.search(ln) for ln in lines(parent))


def person_entity(name: str, role: str = "", url: str = "") -> Entity:
    data = {k: v for k, v in (("name", name), ("role", role), ("url", url)) if v}
    return Entity("person", norm_key(name), fingerprint(norm_key(role)), data)


def _people_from_lines(doc: HtmlDoc) -> list[Entity]:
    """People written as a name line followed by a role line, in elements that say neither (Webflow's
    `text-size-large` / `text-size-regular` divs): the team-page fallback when no card names a person."""
    main = [b for b in doc.blocks if b.region == MAIN]
    out: list[Entity] = []
    for b, r in zip(main, main[1:]):
        if len(b.text) <= 40 and len(r.text) <= 80 and _PERSON_NAME.match(b.text) and not _ROLE_WORDS.search(b.text) \
                and _ROLE_WORDS.search(r.text):
            out.append(person_entity(b.text, r.text))
    return out


def extract_people(doc: HtmlDoc, records: list[dict[str, Any]], excluded: set[int]) -> EntitySet | None:
    ld = [person_entity(r["name"], r.get("role", ""), r.get("url", "")) for r in records
          if r["type"] == "person" and r.get("name")]
    anchors: list[LexborNode] = []
    # (a card's "title" element too: Squarespace's summary blocks title each person's card with a link)
    for el in doc.tree.css('h2, h3, h4, h5, h6, [class*="name" i], strong, dt, [class*="title" i]:not(h1)'):
        t = node_text(el)
        # (a name written in capitals, "EMMA WOLF", is matched as "Emma Wolf": designs set names in upper case in the markup too)
        shape = t.title() if t and t.isupper() and len(t.split()) <= 4 else t
        if t and len(t) <= 40 and (_PERSON_NAME.match(shape) and not _ROLE_WORDS.search(t) or _bare_cjk_name_with_role(el, t)):
            if not in_regions(el, excluded):
                anchors.append(el)
    people: list[Entity] = []
    seen: set[str] = set()
    tabled = _people_from_table(doc, excluded)
    for card, members, _grid in group_cards(anchors, max_card_chars=1200):
        if tabled and card.css_first("table") is not None:
            continue  # a section heading over a table of people ("Active Members"): the rows are the people
        for el in members[:1]:
            name = node_text(el)
            role = _field_in(card, ('[class*="role" i]', '[class*="title" i]:not(h1):not(h2):not(h3)',
                                    '[class*="position" i]', '[class*="job" i]', '[class*="designation" i]', '[class*="subtitle" i]'))
            if not role or role == name:
                # a short excerpt under the name (Squarespace's summary-excerpt): a role when it is one line
                ex = _field_in(card, ('[class*="excerpt" i]',))
                role = ex if ex and ex != name and len(ex) <= 60 and "\n" not in ex and not ex.endswith(".") else role
            if not role or role == name:
                role = ""
                for ln in lines(card):
                    if ln != name and len(ln) <= 80 and _ROLE_WORDS.search(ln):
                        role = ln
                        break
            if norm_key(name) in seen:
                # one person listed twice (a grid repeated for mobile, a bio dialog; or a CEO who also sits on the
                # board): one person, holding each role they are listed with, in no order
                at = next((k for k, p in enumerate(people) if p.key == norm_key(name)), None)
                if at is not None and role and role not in (roles := people[at].data.get("role", "").split(" · ")):
                    both = " · ".join(sorted(filter(None, roles + [role])))
                    people[at] = person_entity(people[at].data["name"], both)
                continue
            seen.add(norm_key(name))
            people.append(person_entity(name, role))
    # people in cards and people in tables (a board listed as a table under the team's cards) are all the page's
    for p in tabled:
        if p.key not in seen:
            seen.add(p.key)
            people.append(p)
    with_role = sum(1 for p in people if p.data.get("role"))
    if len(ld) >= max(2, len(people)):
        return EntitySet("person", unique_keys(ld), 0.9, "jsonld", "jsonld")
    if len(people) >= 2 and with_role >= len(people) * 0.5:
        return EntitySet("person", unique_keys(people), 0.75 if len(people) >= 3 else 0.6, "cards", "cards")
    lined = _people_from_lines(doc)
    if len(lined) >= 3:
        return EntitySet("person", unique_keys(lined), 0.7, "lines", "lines")
    if ld:
        return EntitySet("person", unique_keys(ld), 0.8, "jsonld", "jsonld")
    return None


#: a people table's column headings: the name column and the role column ("Name | Apache ID | Role | Projects")
_NAME_HEADING = re.compile(r"^(?:(?:full\s+)?name|member|person|nom|nombre|nome|naam|namn|imi[eę]\s+i\s+nazwisko|名前|氏名|姓名|이름)$", re.I)
_ROLE_HEADING = re.compile(r"^(?:role|title|job\s+title|position|function|rolle|funktion|r[ôo]le|fonction|titre|poste|cargo|puesto|"
                           r"ruolo|funzione|functie|rol|roll|befattning|stanowisko|役職|职位|職位|직책)$", re.I)


def _table_columns(rows: list[LexborNode]) -> tuple[int, int] | None:
    """(name column, role column) when the table's first row is a heading row naming both."""
    if not rows:
        return None
    heads = [node_text(c).strip(" :") for c in rows[0].css("th, td")]
    if not rows[0].css("th") and not (rows[0].parent is not None and rows[0].parent.tag == "thead"):
        return None
    ni = next((i for i, h in enumerate(heads) if _NAME_HEADING.match(h)), -1)
    ri = next((i for i, h in enumerate(heads) if _ROLE_HEADING.match(h)), -1)
    return (ni, ri) if ni >= 0 and ri >= 0 and ni != ri else None


def _people_from_table(doc: HtmlDoc, excluded: set[int]) -> list[Entity]:
    """People listed as table rows (a board of directors: "Name | Position"): a row whose first cell is a
    name and whose next cell is a role, two rows or more; or, in a table whose heading row names a name and
    a role column ("Name | Apache ID | Role | Projects"), each row's cells of those columns, whatever the role
    says ("Committer", "PMC Member"). Every such table of the page counts (active and emeritus members)."""
    found: list[Entity] = []
    for table in doc.tree.css("table"):
        if in_regions(table, excluded):
            continue
        out: list[Entity] = []
        rows = table.css("tr")[:200]
        cols = _table_columns(rows)
        for row in rows[1:] if cols else rows:
            cells = [node_text(c) for c in row.css("td, th")]
            if cols:
                ni, ri = cols
                if len(cells) <= max(ni, ri) or len(cells[ni]) > 40 or len(cells[ri]) > 80:
                    continue
                name, role = cells[ni], cells[ri]
                shape = name.title() if name.isupper() else name
                if _PERSON_NAME.match(shape) and not _ROLE_WORDS.search(name) and role:
                    out.append(person_entity(name, role))
                continue
            if len(cells) < 2 or len(cells[0]) > 40 or len(cells[1]) > 80:
                continue
            name = cells[0]
            shape = name.title() if name.isupper() else name
            if _PERSON_NAME.match(shape) and not _ROLE_WORDS.search(name) and _ROLE_WORDS.search(cells[1]):
                out.append(person_entity(name, cells[1]))
        if len(out) >= 2:
            found.extend(out)
    return found


def product_entity(name: str, price: str = "", url: str = "", description: str = "") -> Entity:
    data = {k: v for k, v in (("name", name), ("price", price), ("url", url), ("description", description)) if v}
    # (its description compared as neutralised: "Only 3 left", "Tylko 3 szt. w magazynie" come and go with every sale)
    return Entity("product", norm_key(name), fingerprint(price, norm_key(neutralize(description))[:200] if description else ""), data)


#: a price shown struck through or labelled as the earlier one ("compare at", "was", "original")
_STRUCK_SEL = ("s, del, strike, [class*=compare], [class*=was-price], [class*=was_price], [class*=old-price], "
               "[class*=old_price], [class*=original-price], [class*=price--old], [class*=line-through]")
#: the price a product sells at now, when the card shows two
_SALE_SEL = "[class*=sale], [class*=special-price], [class*=current-price], [class*=price--now], [class*=final-price]"


def _unstruck(tokens: list[str], struck: list[str]) -> list[str]:
    """`tokens` less the struck-through prices (`struck`: their price_key, each taken once: "$10 $10"
    with one struck keeps one)."""
    left = list(struck)
    out = []
    for t in tokens:
        k = price_key(t)
        if k in left:
            left.remove(k)
        else:
            out.append(t)
    return out


def _current_price(card: LexborNode, toks: list[str]) -> str:
    """The price a product card sells at: its first price that is not struck through or a "compare
    at" price (a sale shows "£48.00 £36.00" with the first struck: the product costs £36.00), a
    sale-classed price first."""
    if len(toks) < 2:
        return toks[0] if toks else ""
    struck = [price_key(t) for n in card.css(_STRUCK_SEL) for t in price_tokens(node_text(n))]
    if not struck:
        return toks[0]

    nodes = card.css(_SALE_SEL)
    # the innermost ones ("price--on-sale" wraps the whole price box, struck price included)
    inner = [n for n in nodes if not any(m.mem_id != n.mem_id for m in n.css(_SALE_SEL))]
    sale = [t for n in inner for t in price_tokens(node_text(n))]
    for cand in (_unstruck(sale, struck) if sale else [], _unstruck(toks, struck)):
        if cand:
            return cand[0]
    return toks[0]


def extract_products(doc: HtmlDoc, records: list[dict[str, Any]], excluded: set[int], heuristics: bool) -> EntitySet | None:
    ld = []
    for r in records:
        if r["type"] == "product" and r.get("name") and not r.get("is_offer"):
            offers = r.get("offers") or []
            price = (_format_price(offers[0]["price"], offers[0].get("currency", ""))
                     if len(offers) == 1 and offers[0].get("price") else "")
            ld.append(product_entity(r["name"], price, canonical_url(r.get("url", ""), doc.base_url), r.get("description", "")))
    if ld:
        return EntitySet("product", unique_keys(ld), 0.9, "jsonld", "jsonld")
    if not heuristics:
        return None
    anchors = [h for h in doc.tree.css("h2, h3, h4") if not in_regions(h, excluded) and 2 <= len(node_text(h)) <= 80]
    items: list[Entity] = []
    groups = [g for g in group_cards(anchors, max_card_chars=1500) if g[2] is not None]
    # a page's sections ("Our products", "Limits and specifications", "Integrations") are siblings too: a grid whose
    # cards hold another card's heading, or a spec table, is the page's sections, none of them a product
    holders: dict[int, set[int]] = {}
    for _, members, _g in groups:
        for x in ancestors(members[0])[:8]:
            holders.setdefault(x.mem_id, set()).add(members[0].mem_id)
    sections = {grid.mem_id for card, members, grid in groups  # type: ignore[union-attr]
                if holders.get(card.mem_id, set()) - {members[0].mem_id} or card.css_first("table") is not None}
    for card, members, grid in groups:
        if grid.mem_id in sections or (  # type: ignore[union-attr]
                card.mem_id == members[0].mem_id and holders.get(grid.mem_id, set()) - {card.mem_id}):  # type: ignore[union-attr]
            continue  # (a section's heading over the cards: "Our products")
        for h in members[:1]:
            name = _title_text(h) or node_text(h)
            desc = ""
            for ln in lines(card):
                if ln != name and len(ln) > 20:
                    desc = ln[:300]
                    break
            link = card.css_first("a[href]")
            toks = price_tokens(node_text(card))
            items.append(product_entity(name, _current_price(card, toks),
                                        canonical_url(attr(link, "href"), doc.base_url) if link is not None else "", desc))
    if len(items) >= 2:
        return EntitySet("product", unique_keys(items), 0.6, "cards", "cards")
    return None


def location_entity(address: str, name: str = "") -> Entity:
    data = {k: v for k, v in (("address", address), ("name", name)) if v}
    return Entity("location", norm_key(address), fingerprint(norm_key(address)), data)


def extract_locations(doc: HtmlDoc, records: list[dict[str, Any]], excluded: set[int]) -> EntitySet | None:
    found = [location_entity(r["address"], r.get("name", "")) for r in records if r["type"] == "location"]
    for a in doc.tree.css("address"):
        if in_regions(a, excluded):
            continue
        t = node_text(a)
        if 8 <= len(t) <= 300:
            found.append(location_entity(t))
    if not found:
        return None
    dedup: dict[str, Entity] = {}
    for e in found:
        dedup.setdefault(e.key, e)
    return EntitySet("location", list(dedup.values()), 0.7, "address", "address")


# ---------------------------------------------------------------------------------------------
# status pages (HTML)

COMPONENT_STATUS = re.compile(
    r"\b(operational|degraded\s+performance|partial\s+outage|major\s+outage|full\s+outage|under\s+maintenance|"
    r"maintenance|degraded|outage|down|disrupted|service\s+disruption|performance\s+issues|all\s+good|normal|"
    # de (Cachet, Statuspage and Instatus translations), fr, es
    r"funktioniert|betriebsbereit|leistungsprobleme|eingeschränkte?\s+leistung|teilweiser\s+ausfall|schwerer\s+ausfall|"
    r"ausfall|störung|wartung(?:sarbeiten)?|opérationnel|performances?\s+dégradées?|panne\s+partielle|panne\s+majeure|panne|"
    r"operativo|operacional|rendimiento\s+degradado|interrupción\s+parcial|interrupción\s+(?:grave|total)|mantenimiento|"
    # pl, sv, nl, pt, it (Statuspage's, Instatus' and Atlassian's translations)
    r"działa(?:\s+prawidłowo)?|obniżona\s+wydajność|częściowa\s+awaria|poważna\s+awaria|awaria|prace\s+serwisowe|konserwacja|"
    r"i\s+drift|fungerar|försämrad\s+prestanda|delvis\s+avbrott|större\s+avbrott|avbrott|underhåll|"
    r"operationeel|verminderde\s+prestaties|gedeeltelijke\s+storing|grote\s+storing|onderhoud|"
    r"desempenho\s+degradado|interrupção\s+(?:parcial|grave|total)|indisponível|manutenção|"
    r"prestazioni\s+(?:ridotte|degradate)|interruzione\s+(?:parziale|grave|totale)|disservizio|manutenzione|"
    # ru, uk, cs, tr, vi, id (Statuspage's and hand-made translations)
    r"работает(?:\s+(?:нормально|штатно))?|снижение\s+производительности|частичный\s+сбой|(?:серь[её]зный|полный)\s+сбой|сбой|"
    r"техническое\s+обслуживание|плановые\s+работы|працює|зниження\s+продуктивності|частковий\s+збій|(?:серйозний|повний)\s+збій|"
    r"збій|технічне\s+обслуговування|funkční|v\s+provozu|snížený\s+výkon|částečný\s+výpadek|závažný\s+výpadek|výpadek|údržba|"
    r"çalışıyor|performans\s+düşüşü|kısmi\s+kesinti|büyük\s+kesinti|kesinti|bakımda|"
    r"hoạt\s+động\s+bình\s+thường|hiệu\s+suất\s+giảm|gián\s+đoạn\s+một\s+phần|gián\s+đoạn\s+nghiêm\s+trọng|gián\s+đoạn|"
    r"đang\s+bảo\s+trì|beroperasi(?:\s+normal)?|berfungsi\s+normal|kinerja\s+menurun|gangguan\s+sebagian|gangguan\s+besar|"
    r"gangguan|pemeliharaan)(?!\w)"
    # ja, zh, ko (Statuspage's translations; no word boundaries)
    r"|(稼働中|正常(?:运行)?|运行正常|パフォーマンス低下|部分的な(?:停止|障害)|大規模な(?:停止|障害)|メンテナンス中"
    r"|性能下降|部分中断|严重中断|服务中断|维护中|정상\s*작동|정상|성능\s*저하|부분\s*(?:장애|중단)|주요\s*(?:장애|중단)|점검\s*중"
    r"|ใช้งานได้ปกติ|ทำงานปกติ|ประสิทธิภาพลดลง|ขัดข้องบางส่วน|ขัดข้องรุนแรง|ขัดข้อง|ปิดปรับปรุง|อยู่ระหว่างบำรุงรักษา"
    # zh-TW, ar, he
    r"|正常運作|效能降低|部分中斷|嚴重中斷|維護中|يعمل(?:\s+بشكل\s+طبيعي)?|أداء\s+منخفض|انقطاع\s+(?:جزئي|كامل)|انقطاع|صيانة"
    r"|פעיל|תקין|ביצועים\s+ירודים|השבתה\s+(?:חלקית|מלאה)|השבתה|תחזוקה)", re.I)
INCIDENT_STATUS = re.compile(r"\b(investigating|identified|monitoring|resolved|postmortem|update|scheduled|"
                             # (Cachet's "Watching" and "Fixed")
                             r"in\s+progress|verifying|completed|recovering|mitigated|watching|fixed|"
                             # de, fr, es
                             r"untersuchung|untersuchen|identifiziert|beobachtung|überwachung|behoben|gelöst|geplant|"
                             r"enquête\s+en\s+cours|identifié|surveillance|résolu|planifiée?|"
                             r"investigando|identificado|monitorizando|supervisando|resuelto|programado|"
                             # sv, nl, pl, pt, it (Statuspage's translations)
                             r"undersöker|identifierad|övervakar|löst|planerad|pågår|onderzoek(?:en)?|geïdentificeerd|monitoren|opgelost|"
                             r"gepland|badamy|badanie|zidentyfikowano|monitorujemy|rozwiązano|zaplanowane|monitorando|resolvido|agendad[oa]|"
                             r"in\s+(?:fase\s+di\s+)?analisi|indagine\s+in\s+corso|identificato|monitoraggio|risolto|pianificat[oa]|"
                             # ... and as hand-made pages write them: pl, sv, da/no, fi, tr
                             r"rozwiązan[yea]|naprawiono|åtgärdad|åtgärdat|undersöks|løst|undersøger|undersøkes|afhjulpet|"
                             r"tutkitaan|selvitetään|ratkaistu|korjattu|seurataan|inceleniyor|araştırılıyor|çözüldü|izleniyor)(?!\w)"
                             r"|(調査中|特定済み|原因特定|監視中|解決済み|復旧済み|予定|進行中|完了"
                             r"|调查中|已确认|已识别|监控中|观察中|已解决|已恢复|计划中|조사\s*중|확인됨|모니터링\s*중|해결됨|복구됨|예정)", re.I)
_IMPACT = re.compile(r"impact-(none|minor|major|critical|maintenance)", re.I)
#: page-level status lines ("All Systems Operational", "Minor Service Outage"), not components
_OVERALL = re.compile(r"^\s*(?:all|minor|major|partial|some|current|overall)\s+(?:systems?|services?|status)\b|^\s*status\b"
                      # "We're fully operational", "We are experiencing degraded performance", "Everything is
                      # operational"; an incident's "Affects Webhooks · Degraded performance"
                      r"|^\s*(?:we(?:'|’)?re|we\s+are|everything(?:'s|\s+is)|affect(?:s|ed|ing)\b)"
                      # pl, sv, nl, pt, it, zh, ko: "Wszystkie systemy działają", "Alla system fungerar", "所有系统运行正常"
                      r"|^\s*(?:wszystkie|niektóre|alla|vissa|alle|sommige|todos\s+os|alguns|tutti\s+i|alcuni)\s+"
                      r"(?:systemy|system|systemen|sistemas|sistemi)\b|^\s*występują\s+problemy"
                      r"|^\s*(?:所有|全部|部分)系统|^\s*(?:모든|일부)\s*시스템|^\s*(?:ทุกระบบ|บางระบบ)", re.I)


#: an incident container's own title element (`incident-title`, `incident__name`): not an incident inside it
_TITLE_CLASS = re.compile(r"title|name|header|heading", re.I)
#: headings of incident lists ("Past Incidents", "Scheduled Maintenance", "No incidents reported"), not incidents
_INCIDENT_LIST_TITLE = re.compile(
    r"^\s*(?:no\s+)?(?:past|recent|previous|current|active|ongoing|open|unresolved|resolved|scheduled|upcoming|latest)?\s*"
    r"(?:incidents?|maintenances?|incident\s+history|status\s+updates?|(?<=\w\s)updates)"
    r"(?:\s+(?:reported|history|today|in\s+the\s+last\s+\d+\s+days))?"
    r"\s*[.:]?\s*$"
    # de, fr, es, ja: past incidents, scheduled maintenance, none reported
    r"|^\s*(?:vergangene\s+vorfälle|frühere\s+vorfälle|geplante\s+wartung(?:en|sarbeiten)?|incidents\s+passés|"
    r"maintenances?\s+planifiées?|incidentes\s+(?:anteriores|pasados)|mantenimientos?\s+programados?|"
    r"過去のインシデント|予定されているメンテナンス|メンテナンス予定|"
    # sv, nl, pl, pt, it, zh, ko
    r"tidigare\s+incidenter|eerdere\s+incidenten|poprzednie\s+incydenty|incidentes\s+anteriores|incidenti\s+precedenti|"
    r"历史事件|过往事件|历史事故|지난\s*인시던트|이전\s*인시던트)\s*$", re.I)


def incident_entity(name: str, status: str, impact: str = "", ident: str = "", started_at: str = "",
                    updates: list[str] | None = None, window: str = "") -> Entity:
    """`updates`: the texts posted under the incident (they explain the blocks that come and go with it). `window`:
    a scheduled maintenance's announced window ("2026-12-12T02:00 → 2026-12-12T04:00"): moved, it is news."""
    data: dict[str, Any] = {k: v for k, v in (("name", name), ("status", status), ("impact", impact),
                                              ("started_at", started_at), ("window", window)) if v}
    if updates:
        data["updates"] = [u[:300] for u in updates[:12]]
    # (an update posted under it, its status unchanged, is news: how many it has is part of it)
    fp = fingerprint(status.lower(), impact.lower(), len(updates)) if updates else fingerprint(status.lower(), impact.lower())
    if window:
        # (only when announced: the fingerprints of incidents without one are what they were)
        fp = fingerprint(fp, window)
    return Entity("incident", ident or norm_key(name), fp, data)


def component_entity(name: str, status: str, ident: str = "") -> Entity:
    return Entity("component", ident or norm_key(name), fingerprint(status.lower()), {"name": name, "status": status})


_HEADING_TAGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
#: an incident update's opening: "Investigating - We are …", "Identified · The cause …", "Update: …"
_UPDATE_START = re.compile(rf"^\s*(?:{INCIDENT_STATUS.pattern})\s*(?:[-–—:·|]|$)", re.I)


#: an update's severity pill (Oh Dear's "High" / "Warning"): an open incident and its impact
_SEVERITY = re.compile(r"high|warning|critical|major|minor", re.I)
_SEVERITY_IMPACT = {"high": "major", "warning": "minor", "critical": "critical", "major": "major", "minor": "minor"}


def _incidents_from_headings(doc: HtmlDoc) -> list[Entity]:
    """Incidents of status pages without `incident` classes (Better Stack, Instatus, incident.io,
    hand-made pages): a heading — or, in a history list, an item that is a link — followed, within
    two blocks, by an update that opens with its status word. The blocks up to the next title are
    its updates."""
    out: list[Entity] = []
    main = [(b, n) for b, n in zip(doc.blocks, doc.nodes) if b.region == MAIN]

    def titled(b: Block) -> bool:
        if b.tag in ("h2", "h3", "h4"):
            return True
        # a history entry: <li><a href="/incidents/…">Delayed webhook deliveries</a><p>Resolved · …</p></li>
        return b.tag in ("li", "a", "dt", "div", "p") and len(b.links) == 1 and len(b.text) <= 120

    def pill(k: int) -> bool:
        """a status word alone, just before a heading: the status pill an update list writes over the update's
        title (Oh Dear: "Resolved" · h3 "Login emails delayed")"""
        return 0 <= k < len(main) - 1 and len(main[k][0].text) <= 24 and main[k + 1][0].tag in ("h2", "h3", "h4") \
            and (INCIDENT_STATUS.fullmatch(w := main[k][0].text.strip()) is not None
                 or _SEVERITY.fullmatch(w) is not None)

    pilled: set[str] = set()

    for i, (b, node) in enumerate(main):
        if not titled(b) or len(b.text) > 200 or _INCIDENT_LIST_TITLE.match(b.text) \
                or INCIDENT_STATUS.fullmatch(b.text) or _OVERALL.match(b.text) or _UPDATE_START.match(b.text):
            continue
        if pill(i - 1):
            updates = []
            for k in range(i + 1, min(i + 13, len(main))):
                if main[k][0].tag in _HEADING_TAGS or pill(k) or (k + 1 < len(main) and main[k + 1][0].tag in
                                                                    ("h2", "h3", "h4") and len(main[k][0].text) <= 24):
                    break
                updates.append(main[k][0].text)
            st = main[i - 1][0].text.strip()
            if norm_key(b.text) in pilled:
                continue  # an earlier update of an incident listed above (newest first): the incident is read there
            pilled.add(norm_key(b.text))
            sev = _SEVERITY.fullmatch(st)
            out.append(incident_entity(b.text, "" if sev else st.title(),
                                       _SEVERITY_IMPACT[st.lower()] if sev else "", "", updates=[st] + updates))
            continue
        for nb, _n in main[i + 1:i + 3]:
            if nb.tag in _HEADING_TAGS:
                break
            m = _UPDATE_START.match(nb.text)
            if m:
                st = INCIDENT_STATUS.search(nb.text)
                imp = re.search(r"\b(major|critical|minor)\s+(?:outage|impact|incident)\b", nb.text, re.I)
                link = node.css_first("a[href]") if node is not None else None
                if link is None and node is not None and node.tag == "a":
                    link = node
                href = attr(link, "href") if link is not None else ""
                ident = "incident:" + url_path_key(canonical_url(href, doc.base_url) or href) if href and href not in ("#", "/") else ""
                updates = []
                for ub, _u in main[i + 1:i + 13]:
                    if ub.tag in _HEADING_TAGS or (titled(ub) and ub.links and not _UPDATE_START.match(ub.text)):
                        break
                    updates.append(ub.text)
                out.append(incident_entity(b.text, st.group(0).title() if st else "", imp.group(1).lower() if imp else "",
                                           ident, updates=updates))
                break
    return out


#: an up / down mark written before a monitored site's status (Oh Dear, UptimeRobot, hand-made pages: "✓ Up", "✗ Down"):
#: "Up" is a component's status only after one
_CHECK_GLYPH = "(?:[✓✔✅✗✘❌]\\ufe0f?)"

#: a measured figure shown beside a status component: "99.981% uptime", "100%", "142 ms", "99,98 % Verfügbarkeit"
_MEASURE = re.compile(r"^\s*\d[\d.,]*\s*(?:%|ms|s)?\s*(?:uptime|availability|verf[üu]gbarkeit|disponibilit[ée]|disponibilidad|response\s+time)?\s*$",
                      re.I)


def extract_status(doc: HtmlDoc, excluded: set[int]) -> list[EntitySet]:
    incidents: list[Entity] = []
    seen: set[int] = set()
    # (scheduled maintenance is listed like an incident: Instatus' `maintenance`, Cachet's `schedule`)
    sel = '[class*="incident" i], [class*="maintenance" i]'
    for el in doc.tree.css(sel):
        if el.tag not in ("div", "li", "article", "section", "tr") or in_regions(el, excluded):
            continue
        if any(c.tag in ("div", "li", "article", "section") and not _TITLE_CLASS.search(attr(c, "class"))
               and inner_first(c, _HEADINGS + ', [class*="title" i], [class*="name" i]') is not None
               for c in inner(el, sel)):
            continue  # a wrapper; its inner incident containers are the incidents (not its `incident-title`)
        t = inner_first(el, '[class*="incident-title" i], [class*="title" i], [class*="name" i], ' + _HEADINGS)
        if t is None:
            # Cachet: `<div class="panel-heading"><strong>Name</strong><span class="label">Status</span></div>`
            t = inner_first(el, '[class*="heading" i] strong, [class*="heading" i] b, [class*="header" i] strong')
        if t is None or t.mem_id in seen:
            continue
        seen.update(x.mem_id for x in t.traverse())  # (an `incident-title` holding the link is one title)
        name = node_text(t)
        if not name or len(name) > 200 or INCIDENT_STATUS.fullmatch(name) or _INCIDENT_LIST_TITLE.match(name):
            continue
        body = node_text(el)
        st = INCIDENT_STATUS.search(body[len(name):] if body.startswith(name) else body)
        cls = attr(el, "class") + " " + " ".join(attr(a, "class") for a in ancestors(el)[:2])
        imp = _IMPACT.search(cls + " " + " ".join(attr(x, "class") for x in el.css("[class]")[:6]))
        impact = imp.group(1).lower() if imp else ""
        if not impact:
            m = re.search(r"\b(major|critical|minor)\s+(?:outage|impact|incident)\b", body, re.I)
            impact = m.group(1).lower() if m else ""
        if not impact and "maintenance" in attr(el, "class").lower():
            impact = "maintenance"
        ident = ""
        for a_name in ("data-incident-id", "data-id", "id"):
            v = attr(el, a_name)
            if v:
                ident = f"incident:{v}"
                break
        if not ident:
            link = t if t.tag == "a" else inner_first(el, "a[href]")
            href = attr(link, "href") if link is not None else ""
            if href and href not in ("#", "/"):
                ident = "incident:" + url_path_key(canonical_url(href, doc.base_url) or href)
        # (its updates, to explain the blocks that come and go with it: an incident resolved long ago rolling
        # off the history takes them along)
        updates = [ln for ln in lines(el) if ln != name][:12]
        incidents.append(incident_entity(name, st.group(0).title() if st else "", impact, ident, updates=updates))
    if not incidents:
        incidents = _incidents_from_headings(doc)
    components: list[Entity] = []
    quals: dict[int, tuple[LexborNode, list[str]]] = {}
    for el in doc.tree.css('[class*="component" i]'):
        if el.tag not in ("div", "li", "tr", "section", "span", "p") or in_regions(el, excluded):
            continue
        ls = lines(el)
        if 2 <= len(ls) <= 8 and len(ls[0]) <= 80 and any(COMPONENT_STATUS.fullmatch(x.strip()) for x in ls[1:]):
            quals[el.mem_id] = (el, ls)
    for el, ls in quals.values():
        if any(c.mem_id in quals for c in inner(el, '[class*="component" i]')):
            continue  # a group; its inner containers are the components
        status = next(x for x in ls[1:] if COMPONENT_STATUS.fullmatch(x.strip()))
        components.append(component_entity(ls[0], status))
    if not components:
        prev = ""
        for b in doc.blocks:
            if b.region != MAIN:
                prev = ""
                continue
            # (a row's measured uptime after its status, "API Operational 99.91%" (Better Stack), is no part of it)
            m = re.match(rf"^(.{{2,80}}?)\s*[|:–-]?\s*{_CHECK_GLYPH}?\s*"
                         rf"({COMPONENT_STATUS.pattern}|(?<=[✓✔✅\ufe0f])\s*up)"
                         r"(?:\s*[·|]?\s*\d{1,3}(?:[.,]\d+)?\s*%)?$", b.text, re.I)
            if m and not _OVERALL.match(m.group(1)):
                name = m.group(1).strip(" |:–-")
                if _MEASURE.match(name) and prev and len(prev) <= 80:
                    name = prev  # "Website" · "99.981% uptime Operational": the row's name is the block before
                components.append(component_entity(name, m.group(2).strip()))
            elif COMPONENT_STATUS.fullmatch(b.text.strip()) and prev and len(prev) <= 80:
                components.append(component_entity(prev, b.text.strip()))
            if not _MEASURE.match(b.text):
                # (a measurement between a component's name and its status, "99.98% uptime" or "142 ms", names nothing)
                prev = b.text
    out: list[EntitySet] = []
    if incidents or components:
        out.append(EntitySet("incident", unique_keys(incidents), 0.7 if incidents else 0.6, "status", "status"))
    if components:
        out.append(EntitySet("component", unique_keys(components), 0.7, "status", "status"))
    return out


# ---------------------------------------------------------------------------------------------

#: links to a further page of a listing: rel=next, or ?page=2, ?startrow=20, ?offset=25, /page/2/
_PAGE_LINK_SEL = ('link[rel~="next" i], a[rel~="next" i], a[href*="page" i], a[href*="start" i], a[href*="offset=" i], '
                  'a[href*="from=" i], a[href*="skip=" i]')
_NEXT_PAGE = re.compile(r"[?&;](?:page|pg|paged)=0*(?:[2-9]|[1-9]\d+)(?!\d)|[?&;](?:startrow|start|offset|from|skip)=0*[1-9]\d*"
                        r"|/page/0*(?:[2-9]|[1-9]\d+)(?:/|$)", re.I)


#: pager controls that are buttons (Workday: `<nav aria-label="pagination"><button aria-label="page 2">`)
_PAGER_SEL = ('[aria-label="page 2" i], [title="page 2" i], [aria-label*="next page" i], [title*="next page" i], '
              'nav[aria-label*="paginat" i] [aria-label="next" i], [data-uxi-widget-type="stepToNextButton"]')


def paginated(doc: HtmlDoc) -> bool:
    """Whether the page links to a further page of its listing (it shows a window of a longer list:
    SuccessFactors' "Results 1 – 20 of 57" with startrow=20, a blog's /page/2/, rel="next", Workday's
    "page 2" and "next" pager buttons). Pagers sit in <nav> elements as often as not, so site chrome is
    looked at too."""
    if any("next" in attr(n, "rel").lower().split() or _NEXT_PAGE.search(attr(n, "href"))
           for n in doc.tree.css(_PAGE_LINK_SEL)):
        return True
    if doc.tree.css_first(_PAGER_SEL) is not None:
        return True
    # a "Load more jobs" button under the list (the rest is fetched by script, no page 2 to link to)
    return any(_LOAD_MORE.match(" ".join(n.text(deep=True, separator=" ", strip=True, skip_empty=True).lower().split()))
               is not None
               for n in doc.tree.css(_LOAD_MORE_SEL))


#: controls that load the rest of a list: buttons, and links or elements named like one
_LOAD_MORE_SEL = 'button, [role="button"], [class*="load-more" i], [class*="loadmore" i], [class*="load_more" i]'
_LOAD_MORE = re.compile(
    r"(?:(?:load|show|view|see|display)\s+(?:\d+\s+)?more\s+(?:jobs|positions|roles|openings|vacancies|opportunities|results|postings)"
    r"|load\s+more|mehr\s+(?:stellen(?:angebote)?\s+)?(?:laden|anzeigen)|weitere\s+(?:stellen(?:angebote)?|jobs|ergebnisse)\s*(?:laden|anzeigen)?"
    r"|charger\s+plus|(?:voir|afficher)\s+plus\s+d['’]offres|cargar\s+m[aá]s|ver\s+m[aá]s\s+(?:ofertas|empleos|vacantes)"
    r"|meer\s+(?:vacatures\s+)?(?:laden|tonen)|carica\s+altr[ie]|carregar\s+mais"
    # pl, tr, vi, id, sv, da/no, fi, ar, he, th, ja, zh, ko
    r"|(?:pokaż|załaduj|wczytaj)\s+więcej(?:\s+(?:ofert|ogłoszeń|stanowisk))?|daha\s+fazla(?:\s+(?:ilan|iş\s+ilanı|pozisyon))?\s+(?:göster|yükle)"
    r"|(?:xem|tải)\s+thêm(?:\s+(?:việc\s+làm|vị\s+trí))?|(?:muat|tampilkan|lihat)\s+lebih\s+banyak(?:\s+lowongan)?"
    r"|(?:visa|ladda)\s+fler(?:\s+(?:jobb|tjänster))?|(?:vis|indlæs|last\s+inn)\s+flere(?:\s+(?:job|jobber|stillinger))?"
    r"|(?:näytä|lataa)\s+lisää|(?:عرض|تحميل)\s+المزيد(?:\s+من\s+الوظائف)?|הצג\s+(?:משרות\s+)?(?:נוספות|עוד)|טען\s+עוד|עוד\s+משרות"
    r"|(?:ดู|โหลด|แสดง)(?:ตำแหน่งงาน)?เพิ่มเติม|もっと見る|さらに表示|加载更多|查看更多|더\s?보기)"
    r"$")


_JOB_SURFACES = frozenset({"careers", "jobs_board"})
_POST_SURFACES = frozenset({"blog", "newsroom", "changelog", "feed", "investors"})


def extract_html(doc: HtmlDoc, surface: str, excluded: set[int], page_url: str = "") -> dict[str, EntitySet]:
    """Entity sets for the page's surface (JSON-LD entities of any type are kept on every surface)."""
    records = jsonld.records(doc.jsonld) if doc.jsonld else []
    out: dict[str, EntitySet] = {}
    kinds = {r["type"] for r in records}

    def put(es: EntitySet | None) -> None:
        if es is not None and es.items:
            out[es.type] = es

    if surface in _JOB_SURFACES or "job" in kinds:
        put(extract_jobs(doc, records, excluded, page_url))
    if surface == "pricing":
        put(extract_plans(doc, records, excluded))
    if surface in _POST_SURFACES or (kinds & {"news_item", "list_item"} and surface not in ("pricing", "careers")):
        if surface in _POST_SURFACES:
            put(extract_posts(doc, records, excluded, surface))
    if surface == "homepage":
        put(extract_homepage_posts(doc, excluded))
    if surface == "team" or "person" in kinds:
        if surface == "team":
            put(extract_people(doc, records, excluded))
    if surface == "products" or ("product" in kinds and surface not in ("pricing",)):
        put(extract_products(doc, records, excluded, heuristics=surface == "products"))
    if surface in ("contact", "investors") or "location" in kinds:
        put(extract_locations(doc, records, excluded))
    if surface == "status":
        for es in extract_status(doc, excluded):
            out[es.type] = es
    return out


