"""Comparing two versions: content hashes, a block diff with paired modifications and moves,
keyed entity-list diffs with their guards (sliding feed window, partial sitemap, parse
degradation), and JSON path operations.

Pure: difflib and plain values. Nothing here decides significance (see classify.py).
"""
from __future__ import annotations

import hashlib
import re
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime, timezone
from difflib import SequenceMatcher
from operator import attrgetter
from typing import Any

import msgspec

from .model import Block, Entity, EntitySet
from .volatile import words

# ---------------------------------------------------------------------------------------------
# hashes


def sha256_text(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def structured_hash(entities: dict[str, EntitySet], fields: dict[str, Any]) -> str:
    """Hash of what typed comparison sees: entity keys and fingerprints, stable JSON fields."""
    h = hashlib.sha256()
    for t in sorted(entities):
        h.update(t.encode())
        for e in sorted(entities[t].items, key=lambda e: e.key):
            h.update(b"\x1e" + e.key.encode("utf-8", "replace") + b"\x1f" + e.fp.encode())
    if fields:
        h.update(b"\x1d" + msgspec.json.encode(dict(sorted(fields.items()))))
    return h.hexdigest()


# ---------------------------------------------------------------------------------------------
# blocks


@dataclass(frozen=True)
class BlockChange:
    """`added` / `removed` / `modified` block. For modifications `changed_words` counts tokens that
    differ; `before_words`/`after_words` are the sizes."""

    op: str
    before: Block | None
    after: Block | None
    changed_words: int
    before_words: int = 0
    after_words: int = 0


@dataclass
class BlockDiff:
    changes: list[BlockChange] = field(default_factory=list)
    #: blocks present in both versions at different positions (reordering)
    moved: int = 0
    #: comparable words in the old version (for ratios)
    old_words: int = 0
    new_words: int = 0

    @property
    def empty(self) -> bool:
        return not self.changes


def _wcount(text: str) -> int:
    return len(text.split())


def _total_words(norms: list[str]) -> int:
    """Words in all the (whitespace-collapsed) texts: one join and count instead of a split per text."""
    if not norms:
        return 0
    return " ".join(norms).count(" ") + 1


def similarity(a: str, b: str) -> float:
    """0–1 similarity of two short texts (token-level, order-aware)."""
    if a == b:
        return 1.0
    ta, tb = a.split(), b.split()
    if not ta or not tb:
        return 0.0
    sa, sb = set(ta), set(tb)
    jacc = len(sa & sb) / len(sa | sb)
    if jacc < 0.2:
        return jacc
    return SequenceMatcher(None, ta, tb, autojunk=False).ratio()


def changed_tokens(a: str, b: str) -> int:
    """Number of word tokens replaced, inserted or deleted between two texts."""
    ta, tb = words(a), words(b)
    n = 0
    for op, i1, i2, j1, j2 in SequenceMatcher(None, ta, tb, autojunk=False).get_opcodes():
        if op != "equal":
            n += max(i2 - i1, j2 - j1)
    return n


_NOT_WORD = re.compile(r"[\W_]+")


def _bare_text(norm: str) -> str:
    """A text's letters and digits alone, lower case (punctuation and spacing aside)."""
    return _NOT_WORD.sub("", norm).lower()


_FIGURE_RUN = re.compile(r"\d[\d.,]*")


def _figure_shape(norm: str) -> str:
    """A short text holding a figure, with its figures as '#' ("100" → "#", "25 mb" → "# mb"); "" for any other."""
    if len(norm) > 40 or not any(ch.isdigit() for ch in norm) or len(norm.split()) > 4:
        return ""
    return _FIGURE_RUN.sub("#", norm)


def _pair(removed: list[Block], added: list[Block], threshold: float = 0.5,
          figures: bool = False) -> tuple[list[tuple[Block, Block]], list[Block], list[Block]]:
    """Pair removed and added blocks that are versions of each other (order kept, greedy)."""
    pairs: list[tuple[Block, Block]] = []
    used: set[int] = set()
    left: list[Block] = []
    if len(removed) * len(added) > 40_000:
        return [], removed, added
    # (a text re-punctuated, "1. Termination" → "1 — Termination", is one block whatever its few words' similarity)
    bare = {_bare_text(a.norm): j for j, a in reversed(list(enumerate(added)))}
    for r in removed:
        j = bare.get(_bare_text(r.norm), -1)
        if j >= 0 and j not in used:
            used.add(j)
            pairs.append((r, added[j]))
            continue
        best, best_j = 0.0, -1
        for j, a in enumerate(added):
            if j in used:
                continue
            s = similarity(r.norm, a.norm)
            if s > best:
                best, best_j = s, j
        if best >= threshold and best_j >= 0:
            used.add(best_j)
            pairs.append((r, added[best_j]))
        else:
            left.append(r)
    rest = [a for j, a in enumerate(added) if j not in used]
    if figures and left and rest:
        # a figure written over another in its place ("100" → "50" in a table cell of its own, "3 seats" → "5 seats"):
        # one value changed, not a value gone and another come (their words share nothing to be similar by)
        shapes: dict[str, list[Block]] = {}
        for a in rest:
            k = _figure_shape(a.norm)
            if k:
                shapes.setdefault(k, []).append(a)
        still: list[Block] = []
        for r in left:
            k = _figure_shape(r.norm)
            if k and shapes.get(k):
                pairs.append((r, shapes[k].pop(0)))
            else:
                still.append(r)
        if len(still) != len(left):
            taken = {id(a) for _, a in pairs}
            left, rest = still, [a for a in rest if id(a) not in taken]
    return pairs, left, rest


def diff_blocks(old: list[Block], new: list[Block], *, max_matrix: int = 25_000_000) -> BlockDiff:
    """Block-level diff on the comparison texts (volatile blocks excluded).

    Common prefix/suffix are stripped first; the middle goes through difflib unless it is huge
    (then an order-insensitive multiset diff). Blocks that only moved are counted, not reported.
    """
    a = [b for b in old if b.norm]
    b = [x for x in new if x.norm]
    # (_seq_key called only on the texts it may change: the call was most of the cost of these lists)
    na = [_seq_key(n) if (c := n[0]) in _SEQ_FIRST or (c > "\x7f" and c.isdigit()) else n for n in (x.norm for x in a)]
    nb = [_seq_key(n) if (c := n[0]) in _SEQ_FIRST or (c > "\x7f" and c.isdigit()) else n for n in (x.norm for x in b)]
    out = BlockDiff(old_words=_total_words(na), new_words=_total_words(nb))
    lo = 0
    n = min(len(na), len(nb))
    while lo < n and na[lo] == nb[lo]:
        lo += 1
    hi_a, hi_b = len(na), len(nb)
    while hi_a > lo and hi_b > lo and na[hi_a - 1] == nb[hi_b - 1]:
        hi_a -= 1
        hi_b -= 1
    ma, mb = a[lo:hi_a], b[lo:hi_b]
    if not ma and not mb:
        return out
    if ma and mb and _recut(ma, mb):
        return out
    removed: list[Block] = []
    added: list[Block] = []
    pairs: list[tuple[Block, Block]] = []
    if len(ma) * len(mb) > max_matrix:
        ca = Counter(na[lo:hi_a])
        cb = Counter(nb[lo:hi_b])
        only_a = ca - cb
        only_b = cb - ca
        removed = _take(ma, na[lo:hi_a], only_a)
        added = _take(mb, nb[lo:hi_b], only_b)
        out.moved = sum((ca & cb).values())
        p, removed, added = _pair(removed, added)
        pairs.extend(p)
    else:
        sm = SequenceMatcher(None, na[lo:hi_a], nb[lo:hi_b], autojunk=False)
        opcodes = [o for o in sm.get_opcodes() if o[0] != "equal"]
        # moves first: a text removed in one place and added in another moved, wherever the opcodes put
        # the two (pairing a replace run first would take "Munich, Germany" → "Berlin, Germany" for an
        # edit when a reordered list only swapped the two cards)
        moved_left: Counter[str] = Counter()
        if len(opcodes) > 1 or (opcodes and opcodes[0][0] == "replace"):
            gone = Counter(na[lo + i] for _op, i1, i2, _j1, _j2 in opcodes for i in range(i1, i2))
            came = Counter(nb[lo + j] for _op, _i1, _i2, j1, j2 in opcodes for j in range(j1, j2))
            moved_left = gone & came
        moved_right = Counter(moved_left)
        out.moved = sum(moved_left.values())
        for op, i1, i2, j1, j2 in opcodes:
            r, ad = ma[i1:i2], mb[j1:j2]
            if moved_left:
                r = [x for x, k in zip(r, na[lo + i1:lo + i2]) if not _consume(moved_left, k)]
                ad = [x for x, k in zip(ad, nb[lo + j1:lo + j2]) if not _consume(moved_right, k)]
            if op == "replace":
                p, r, ad = _pair(r, ad, figures=True)
                pairs.extend(p)
            removed.extend(r)
            added.extend(ad)
        if removed and added:
            # modifications the opcodes split across separate delete/insert runs
            p, removed, added = _pair(removed, added, threshold=0.6)
            pairs.extend(p)
    for x in removed:
        w = _wcount(x.norm)
        out.changes.append(BlockChange("removed", x, None, w, w, 0))
    for x in added:
        w = _wcount(x.norm)
        out.changes.append(BlockChange("added", None, x, w, 0, w))
    for before, after in pairs:
        out.changes.append(BlockChange("modified", before, after, changed_tokens(before.norm, after.norm),
                                       _wcount(before.norm), _wcount(after.norm)))
    if not pairs and not (removed and added):
        # only removals or only additions: already in document order (the sort below is by position)
        return out
    order = {id(x): i for i, x in enumerate(new)}
    order_old = {id(x): i for i, x in enumerate(old)}
    out.changes.sort(key=lambda c: (order.get(id(c.after), -1) if c.after is not None else order_old.get(id(c.before), 0)))
    return out


def _cuts(blocks: list[Block]) -> tuple[str, set[int], set[int]]:
    """The blocks' words run together, the offsets of the spaces between words inside a block, and the offsets of
    the block boundaries."""
    words: list[str] = []
    spaces: set[int] = set()
    bounds: set[int] = set()
    pos = 0
    for x in blocks:
        for i, w in enumerate(x.norm.split()):
            if i:
                spaces.add(pos)
            words.append(w)
            pos += len(w)
        bounds.add(pos)
    return "".join(words), spaces, bounds


def _recut(old: list[Block], new: list[Block]) -> bool:
    """The same words cut into other blocks: a serialiser's line breaks inside a text (a region's text is read a
    piece per line), inline wrappers around words (a piece per text node). Equal when the words run together are
    equal and every space between two words of one side falls where the other side has a space or a block
    boundary (a space dropped between two words of one block joins them: a change of the text)."""
    if abs(sum(len(x.norm) for x in old) - sum(len(x.norm) for x in new)) > len(old) + len(new):
        return False
    ta, sa, ba = _cuts(old)
    tb, sb, bb = _cuts(new)
    return ta == tb and sa <= sb | bb and sb <= sa | ba


def _take(blocks: list[Block], keys: list[str], wanted: Counter[str]) -> list[Block]:
    left = Counter(wanted)
    out = []
    for x, k in zip(blocks, keys):
        if left[k] > 0:
            left[k] -= 1
            out.append(x)
    return out


#: a section's number opening its heading or clause ("3. Fees", "4.2. Refunds", "§ 5:", "Article 7 -"): after a section is
#: inserted the later ones are renumbered, which is no change of theirs; "§ 5 Haftung" (no punctuation) only on a heading-long line
_SECTION_WORD = r"(?:§+|art(?:icle|ikel|[íi]culo|icolo)?\.?|section|secci[óo]n|abschnitt)"
_ENUM_START = re.compile(rf"(?:{_SECTION_WORD}\s*)?\d{{1,3}}(?:\.\d{{1,3}})*[.)]\s+|{_SECTION_WORD}\s*\d{{1,3}}[a-z]?\s*[.:)\-]\s*")
_ENUM_BARE = re.compile(rf"{_SECTION_WORD}\s*\d{{1,3}}[a-z]?\s+")


_SECTION_FIRST = frozenset("§as")
#: the first characters of the comparison texts _seq_key may shorten (ASCII digits and _SECTION_FIRST; another
#: script's digits are tested apart)
_SEQ_FIRST = frozenset("0123456789§as")
_SECTION_START = ("§", "art", "sec", "abs")


def _seq_key(norm: str) -> str:
    """What a block is compared by: its text without a leading section number."""
    c = norm[0]
    # (the first letters first: a regex tried on every block opening with "a" or "s" was half of diff_blocks)
    if c.isdigit() or (c in _SECTION_FIRST and norm.startswith(_SECTION_START)):
        m = _ENUM_START.match(norm) or (_ENUM_BARE.match(norm) if len(norm) <= 80 else None)
        if m is not None and m.end() < len(norm):
            return norm[m.end():]
    return norm


def _consume(left: Counter[str], norm: str) -> bool:
    """Take one `norm` from `left` if any is left there."""
    if left[norm] > 0:
        left[norm] -= 1
        return True
    return False


_PATH = attrgetter("path")


def path_similarity(old: list[Block], new: list[Block]) -> float:
    """Jaccard similarity of the sets of block ancestry signatures (a low value = new markup)."""
    pa = set(map(_PATH, old))
    pa.discard("")
    pb = set(map(_PATH, new))
    pb.discard("")
    if not pa and not pb:
        return 1.0
    return len(pa & pb) / max(1, len(pa | pb))


# ---------------------------------------------------------------------------------------------
# entities


@dataclass
class EntityDiff:
    type: str
    added: list[Entity] = field(default_factory=list)
    removed: list[Entity] = field(default_factory=list)
    modified: list[tuple[Entity, Entity]] = field(default_factory=list)
    #: removals withheld (and why): window slide, partial sitemap, parse degradation, low confidence
    withheld: list[Entity] = field(default_factory=list)
    note: str = ""
    old_count: int = 0
    new_count: int = 0
    #: removals may be written to the entities table
    removals_trusted: bool = True
    #: (old, new) entities found to be one under a name written otherwise (people: "Maya Okafor" → "Maya J. Okafor")
    renamed: list[tuple[Entity, Entity]] = field(default_factory=list)

    @property
    def empty(self) -> bool:
        return not (self.added or self.removed or self.modified)


@dataclass(frozen=True)
class Guards:
    """Thresholds of the keyed-list guards (from DifferSettings)."""

    removal_min_confidence: float = 0.6
    degradation_min_entities: int = 10
    degradation_loss_ratio: float = 0.7
    partial_sitemap_min_urls: int = 20
    partial_sitemap_loss_ratio: float = 0.5


_MONTH_NUM = {m: i + 1 for i, names in enumerate((
    ("jan", "january", "januar", "janvier", "enero", "gennaio", "januari", "janeiro", "jän", "jänner", "ene", "janv", "gen", "stycznia", "styczeń", "มกราคม", "января", "січня", "ledna", "ocak", "يناير", "ינואר", "בינואר", "जनवरी"),
    ("feb", "february", "februar", "février", "fevrier", "febrero", "febbraio", "februari", "fevereiro", "fév", "févr", "fev", "lutego", "luty", "กุมภาพันธ์", "февраля", "лютого", "února", "şubat", "فبراير", "פברואר", "בפברואר", "फ़रवरी", "फरवरी"),
    ("mar", "march", "märz", "maerz", "mars", "marts", "marzo", "maart", "março", "mär", "mrt", "marca", "marzec", "มีนาคม", "марта", "березня", "března", "mart", "مارس", "מרץ", "במרץ", "मार्च", "maret"),
    ("apr", "april", "avril", "abril", "aprile", "abr", "avr", "kwietnia", "kwiecień", "เมษายน", "апреля", "квітня", "dubna", "nisan", "أبريل", "إبريل", "אפריל", "באפריל", "अप्रैल"),
    ("may", "mai", "mayo", "maggio", "mag", "mei", "maio", "maj", "maja", "พฤษภาคม", "мая", "травня", "května", "mayıs", "مايو", "מאי", "במאי", "मई"),
    ("jun", "june", "juni", "juin", "junio", "giugno", "giu", "junho", "czerwca", "czerwiec", "มิถุนายน", "июня", "червня", "června", "haziran", "يونيو", "יוני", "ביוני", "जून"),
    ("jul", "july", "juli", "juillet", "julio", "luglio", "juil", "lug", "julho", "lipca", "lipiec", "กรกฎาคม", "июля", "липня", "července", "temmuz", "يوليو", "יולי", "ביולי", "जुलाई"),
    ("aug", "august", "août", "aout", "agosto", "ago", "aoû", "augustus", "augusti", "sierpnia", "sierpień", "สิงหาคม", "августа", "серпня", "srpna", "ağustos", "أغسطس", "אוגוסט", "באוגוסט", "अगस्त", "agustus"),
    ("sep", "sept", "september", "septembre", "septiembre", "settembre", "set", "setembro", "września", "wrzesień", "กันยายน", "сентября", "вересня", "září", "eylül", "سبتمبر", "ספטמבר", "בספטמבר", "सितंबर", "सितम्बर"),
    ("oct", "october", "oktober", "octobre", "octubre", "ottobre", "outubro", "okt", "ott", "out", "października", "październik", "ตุลาคม", "октября", "жовтня", "října", "ekim", "أكتوبر", "אוקטובר", "באוקטובר", "अक्टूबर"),
    ("nov", "november", "novembre", "noviembre", "novembro", "listopada", "listopad", "พฤศจิกายน", "ноября", "листопада", "listopadu", "kasım", "نوفمبر", "נובמבר", "בנובמבר", "नवंबर", "नवम्बर"),
    ("dec", "december", "dezember", "décembre", "decembre", "diciembre", "dicembre", "dezembro", "dez", "dic", "déc", "desember", "grudnia", "grudzień", "ธันวาคม", "декабря", "грудня", "prosince", "aralık", "ديسمبر", "דצמבר", "בדצמבר", "दिसंबर", "दिसम्बर"),
)) for m in names}
#: (a month word runs to the next space, digit or punctuation: Thai's vowel signs are no word characters)
_TEXT_DATE = re.compile(r"(?:(?P<m1>[^\W\d_][^\s\d,.]*)\.?\s+(?P<d1>\d{1,2})(?:st|nd|rd|th)?,?\s+(?P<y1>\d{4})"
                        r"|(?P<d2>\d{1,2})(?:st|nd|rd|th|er)?\.?\s+(?:de\s+)?(?P<m2>[^\W\d_][^\s\d,.]*)\.?,?\s+(?:de\s+)?(?P<y2>\d{4}))")


_DOTTED_DATE = re.compile(r"\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b")
#: year first: 2025年3月12日 (ja, zh), 2025년 3월 12일 (ko), 2025.03.12 and 2025/03/12 (written so across East Asia)
_YEAR_FIRST = re.compile(r"(\d{4})\s*(?:[年년./]\s*)(\d{1,2})\s*(?:[月월./]\s*)(\d{1,2})(?!\d)")


#: Thai months as news pages abbreviate them ("7 ธ.ค. 2569"), for the month word _TEXT_DATE reads
_TH_ABBR = {"ม.ค.": "มกราคม", "ก.พ.": "กุมภาพันธ์", "มี.ค.": "มีนาคม", "เม.ย.": "เมษายน", "พ.ค.": "พฤษภาคม", "มิ.ย.": "มิถุนายน",
            "ก.ค.": "กรกฎาคม", "ส.ค.": "สิงหาคม", "ก.ย.": "กันยายน", "ต.ค.": "ตุลาคม", "พ.ย.": "พฤศจิกายน", "ธ.ค.": "ธันวาคม"}
_TH_ABBR_RE = re.compile("|".join(re.escape(k) for k in sorted(_TH_ABBR, key=len, reverse=True)))
#: Vietnamese writes the month as a number after "tháng": "7 tháng 12, 2026", "ngày 7 tháng 12 năm 2026"
_VI_DATE = re.compile(r"(\d{1,2})\s+tháng\s+(\d{1,2}),?\s+(?:năm\s+)?(\d{4})(?!\d)", re.I)


def _ascii_digits(text: str) -> str:
    """Digits of any script (full-width "２０２６", Eastern Arabic "٢٠٢٦", Devanagari) as ASCII ones."""
    if text.isascii():
        return text
    import unicodedata

    return "".join(str(unicodedata.decimal(c)) if c.isdigit() and not c.isascii() and unicodedata.decimal(c, None) is not None
                   else c for c in text)


def _day(pub: str) -> str:
    """A published date as YYYY-MM-DD: ISO as given, or "Nov 28, 2026" / "28. November 2026" /
    "28 novembre 2026" / "2026年11月28日" / "2026.11.28" read; "" when it is neither. Digits of other scripts
    (full-width, Eastern Arabic) are read as digits; a Thai month abbreviated and a Vietnamese "tháng 12" too."""
    pub = _ascii_digits(pub)
    if pub and "." in pub and _TH_ABBR_RE.search(pub):
        pub = _TH_ABBR_RE.sub(lambda m: _TH_ABBR[m.group(0)] + " ", pub)
    v = _VI_DATE.search(pub) if pub and "th" in pub.lower() else None
    if v is not None and 1 <= int(v.group(2)) <= 12 and 1 <= int(v.group(1)) <= 31:
        return f"{v.group(3)}-{int(v.group(2)):02d}-{int(v.group(1)):02d}"
    if len(pub) >= 10 and pub[:4].isdigit() and pub[4] == "-":
        return pub[:10]
    y = _YEAR_FIRST.search(pub) if pub else None
    if y is not None and 1 <= int(y.group(2)) <= 12 and 1 <= int(y.group(3)) <= 31:
        return f"{y.group(1)}-{int(y.group(2)):02d}-{int(y.group(3)):02d}"
    m = _TEXT_DATE.search(pub.lower()) if pub else None
    if m is None:
        d = _DOTTED_DATE.search(pub) if pub else None  # 01.12.2026: day first wherever dots are written
        if d is None or not 1 <= int(d.group(2)) <= 12 or not 1 <= int(d.group(1)) <= 31:
            return ""
        return f"{d.group(3)}-{int(d.group(2)):02d}-{int(d.group(1)):02d}"
    month = _MONTH_NUM.get(m.group("m1") or m.group("m2") or "")
    day, year = int(m.group("d1") or m.group("d2")), int(m.group("y1") or m.group("y2"))
    if not month or not 1 <= day <= 31:
        return ""
    if year > 2400:
        year -= 543  # the Buddhist era Thai pages write: 2568 is 2025
    return f"{year:04d}-{month:02d}-{day:02d}"


def _dated(pub: str) -> bool:
    return bool(_day(pub))


def _when(e: Entity) -> str:
    """An item's date in a newest-first window: a post's publication, an incident's start."""
    return str(e.data.get("published_at") or e.data.get("started_at") or "")


def _instant(pub: str) -> str:
    """An ISO date-time's UTC minute-and-second stamp ("2011-11-02T15:24:01"), or "" when `pub` gives no time
    of day (dates in words, bare days): for ordering posts of one day."""
    if len(pub) < 19 or pub[4] != "-" or pub[10] not in "T ":
        return ""
    if pub.endswith("Z") or len(pub) == 19:
        return pub[:19]
    try:
        return datetime.fromisoformat(pub).astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S")
    except ValueError:
        return ""


def _backfilled(out: EntityDiff, new_items: list[Entity], old_by: dict[str, Entity]) -> None:
    """In a newest-first window, added items below the last item still listed and dated before the
    oldest of those are older posts sliding back in (one above was taken down, or the window grew),
    not new posts: they move to `withheld`. So are added items anywhere in the list dated before
    every item still listed: a pinned or "featured" slot that now shows a post from the archive."""
    kept = [i for i, e in enumerate(new_items) if e.key in old_by]
    if not kept:
        return
    dates = [_day(_when(e)) for e in new_items if e.key in old_by]
    dates = [d for d in dates if d]
    if not dates:
        return
    oldest = min(dates)
    # (on the oldest kept item's own day, an added one listed below the last kept item — and older by the clock, when the
    # day's items give times — is an older post too: a feed grown from 5 items to 12 brings back that day's earlier posts;
    # one on top is new, whatever its clock says)
    stamps = [_instant(_when(e)) for e in new_items if e.key in old_by and _day(_when(e)) == oldest]
    first_of_day = min(stamps) if stamps and all(stamps) else ""
    added_keys = {e.key for e in out.added}
    back = [e for i, e in enumerate(new_items) if e.key in added_keys and _dated(_when(e)) and (
        _day(_when(e)) < oldest or (_day(_when(e)) == oldest and i > kept[-1] and (
            not first_of_day or not _instant(_when(e)) or _instant(_when(e)) < first_of_day)))]
    if back:
        gone = {e.key for e in back}
        out.added = [e for e in out.added if e.key not in gone]
        out.withheld.extend(back)
        out.note = f"window slide: {len(back)} older item(s) came back into the list"


_REPEAT = re.compile(r"#\d+$")


def _repeat_base(key: str) -> str:
    """The key a repeated entity was numbered from ("Bug fixes#3" → "Bug fixes")."""
    return _REPEAT.sub("", key) if "#" in key else key


def _pair_repeats_by_day(old_items: list[Entity], new_items: list[Entity]) -> list[Entity]:
    """New items re-keyed so that entries sharing a title (a changelog's weekly "Bug fixes") pair with
    the old entry of the same day, not by their number.

    Repeats are numbered per page (extract.unique_keys), and a numbering shifts whenever one of them
    leaves or joins the list: a new "Bug fixes" on top while the oldest "Bug fixes" slides off the
    bottom renumbers every twin, and a keyed diff then sees them all "modified" and the new entry lost.
    Only groups whose items are all dated, one per day on each side, are re-paired; an item with no
    old twin of its day takes a number no old item of the group has."""
    groups: dict[str, tuple[list[Entity], list[Entity]]] = {}
    for items in (old_items, new_items):
        for e in items:
            b = _repeat_base(e.key)
            if b != e.key:
                groups[b] = ([], [])
    if not groups:
        return new_items
    for side, items in ((0, old_items), (1, new_items)):
        for e in items:
            g = groups.get(_repeat_base(e.key))
            if g is not None:
                g[side].append(e)
    used = {e.key for e in old_items} | {e.key for e in new_items}
    rekey: dict[int, str] = {}
    for b, (olds, news) in groups.items():
        if not olds or not news:
            continue
        old_days = [_day(_when(e)) for e in olds]
        new_days = [_day(_when(e)) for e in news]
        if not all(old_days) or not all(new_days) or len(set(old_days)) < len(olds) or len(set(new_days)) < len(news):
            continue
        by_day = dict(zip(old_days, (e.key for e in olds)))
        old_keys = set(by_day.values())
        n = 2
        for e, day in zip(news, new_days):
            key = by_day.get(day)
            if key is None:
                if e.key not in old_keys:
                    continue  # a number no old twin has: already distinct
                while f"{b}#{n}" in used:
                    n += 1
                key = f"{b}#{n}"
                used.add(key)
            if key != e.key:
                rekey[id(e)] = key
    if not rekey:
        return new_items
    return [Entity(e.type, rekey[id(e)], e.fp, e.data) if id(e) in rekey else e for e in new_items]


def _renewed_on_top(old_items: list[Entity], new_items: list[Entity]) -> list[Entity]:
    """In a newest-first window, an entry whose key matches the OLDEST entry listed before but whose date
    is newer than every entry listed before is a new entry repeating an old title (the old one slid off
    the end as it arrived), not the old entry edited: it is re-keyed so the diff reads an addition."""
    if len(old_items) < 3:
        return new_items
    old_days = {e.key: _day(_when(e)) for e in old_items}
    days = [d for d in old_days.values() if d]
    if len(days) < 3:
        return new_items
    oldest, newest = min(days), max(days)
    used: set[str] | None = None
    out: list[Entity] | None = None
    for i, e in enumerate(new_items):
        d_old = old_days.get(e.key)
        if d_old != oldest:
            continue
        d_new = _day(_when(e))
        if not d_new or d_new <= newest:
            continue
        if used is None:
            used = {x.key for x in old_items} | {x.key for x in new_items}
            out = list(new_items)
        base, n = _repeat_base(e.key), 2
        while f"{base}#{n}" in used:
            n += 1
        used.add(f"{base}#{n}")
        out[i] = Entity(e.type, f"{base}#{n}", e.fp, e.data)  # type: ignore[index]
    return out if out is not None else new_items


def _moved_up(out: EntityDiff, removed: list[Entity], old_items: list[Entity], new_items: list[Entity],
              old_by: dict[str, Entity], new_by: dict[str, Entity]) -> bool:
    """Page 1 of a paged listing, whatever its order, holds a fixed number of entries: each entry added
    above the last one still listed pushes one off its end onto page 2 (not removed), and each place
    freed above (an entry closed) is filled by page 2's first entry, which enters below the last one
    still listed (not added). Moves those to `withheld` and returns True when some entry entered below
    the last one still listed (otherwise the plain window rules apply)."""
    kept_new = [i for i, e in enumerate(new_items) if e.key in old_by]
    kept_old = [i for i, e in enumerate(old_items) if e.key in new_by]
    if not kept_new or not kept_old:
        return False
    added_keys = {e.key for e in out.added}
    below = [e for e in new_items[max(kept_new) + 1:] if e.key in added_keys]
    if not below:
        return False
    above = len(out.added) - len(below)
    last_kept = max(kept_old)
    idx = {e.key: i for i, e in enumerate(old_items)}
    tail = [e for e in removed if idx[e.key] > last_kept]
    pushed = tail[len(tail) - min(len(tail), above):] if above else []
    closed = len(removed) - len(pushed)
    moved = below[:closed]
    if moved or pushed:
        gone = {e.key for e in moved}
        out.added = [e for e in out.added if e.key not in gone]
        out.withheld.extend(pushed + moved)
        parts = [f"{len(x)} {what}" for x, what in ((pushed, "pushed to the next page"), (moved, "moved up from the next page"))
                 if x]
        out.note = (out.note + "; " if out.note else "") + "window slide (page 1 of a paged list): " + ", ".join(parts)
    return True


def diff_entities(
    old: EntitySet | None,
    new: EntitySet | None,
    *,
    markup_changed: bool,
    guards: Guards,
    window: bool = False,
    paged: bool = False,
) -> EntityDiff:
    """Keyed diff of two entity lists of one type, with the guards applied.

    `window`: the list is a newest-first window (feeds, post listings): items that fall off the
    end while newer ones arrive are a slide, not removals. `paged` (with `window`): the list is page 1
    of a longer listing in an order that need not be newest first (by title, oldest first): entries
    that enter below every entry still listed moved up from page 2 into places freed above them.
    """
    either = new if new is not None else old
    typ = either.type if either is not None else ""
    out = EntityDiff(typ)
    old_items = old.items if old is not None else []
    new_items = new.items if new is not None else []
    if old_items and new_items:
        new_items = _pair_repeats_by_day(old_items, new_items)
        if window:
            new_items = _renewed_on_top(old_items, new_items)
    out.old_count, out.new_count = len(old_items), len(new_items)
    old_by = {e.key: e for e in old_items}
    new_by = {e.key: e for e in new_items}
    out.added = [e for e in new_items if e.key not in old_by]
    removed = [e for e in old_items if e.key not in new_by]
    out.modified = [(old_by[e.key], e) for e in new_items if e.key in old_by and old_by[e.key].fp != e.fp]
    if window and out.added:
        _backfilled(out, new_items, old_by)
    if not removed:
        return out
    old_conf = old.confidence if old is not None else 0.0
    new_conf = new.confidence if new is not None else 0.0
    if old is not None and new is not None and not markup_changed and new_items and old.method == new.method \
            and old.signature == new.signature:
        # a list read the same way from the same markup, only shorter (three posts, one taken down: two are
        # read with less confidence than three): as trustworthy as it was
        new_conf = max(new_conf, old_conf)
    lost = len(removed) / max(1, len(old_items))
    if typ == "page" and len(old_items) >= guards.partial_sitemap_min_urls and lost > guards.partial_sitemap_loss_ratio:
        out.withheld, out.note = removed, f"partial sitemap: {len(removed)} of {len(old_items)} URLs missing; removals not reported"
        out.removals_trusted = False
        return out
    if len(old_items) >= guards.degradation_min_entities and lost > guards.degradation_loss_ratio and markup_changed:
        out.withheld = removed
        out.note = (f"parse degradation: {len(removed)} of {len(old_items)} {typ} entities missing after a markup "
                    "change; removals not reported")
        out.removals_trusted = False
        return out
    if window and paged and _moved_up(out, removed, old_items, new_items, old_by, new_by):
        removed = [e for e in removed if e.key not in {w.key for w in out.withheld}]
    elif window:
        retained_idx = [i for i, e in enumerate(old_items) if e.key in new_by]
        last_kept = max(retained_idx) if retained_idx else -1
        oldest_kept = min((_day(_when(e)) for e in old_items if e.key in new_by and _day(_when(e))), default="")
        oldest_kept_at = min((t for e in old_items if e.key in new_by and (t := _instant(_when(e)))), default="")
        slid: list[Entity] = []
        real: list[Entity] = []
        idx = {e.key: i for i, e in enumerate(old_items)}
        for e in removed:
            pub = _day(_when(e))
            tail = idx[e.key] > last_kept
            older = bool(pub and oldest_kept and pub <= oldest_kept)
            if older and not tail and pub == oldest_kept and oldest_kept_at and _instant(_when(e)) > oldest_kept_at:
                # the same day as the oldest post still listed but, by the clock, newer than it and listed above
                # it: a feed of many posts a day whose post from the middle was taken down, not a slide
                older = False
            if (tail and (out.added or not retained_idx or len(new_items) >= len(old_items) - len(removed))) or older:
                slid.append(e)
            else:
                real.append(e)
        if slid:
            out.withheld.extend(slid)  # (after the older items that came back, if any)
            out.note = (out.note + "; " if out.note else "") + f"window slide: {len(slid)} older item(s) left the list"
        removed = real
    if old_conf < guards.removal_min_confidence or new_conf < guards.removal_min_confidence:
        out.withheld.extend(removed)
        out.removals_trusted = False
        if removed:
            out.note = (out.note + "; " if out.note else "") + "extraction not trustworthy enough for removals"
        removed = []
    out.removed = removed
    return out


# ---------------------------------------------------------------------------------------------
# JSON fields


@dataclass(frozen=True)
class FieldOp:
    op: str  # add | remove | replace
    path: str
    before: Any = None
    after: Any = None


def _element_prefixes(paths: set[str]) -> set[str]:
    out: set[str] = set()
    for p in paths:
        i = p.find("]")
        while i != -1:
            out.add(p[: i + 1])
            i = p.find("]", i + 1)
    return out


def diff_fields(old: dict[str, Any], new: dict[str, Any], *, max_ops: int = 500) -> list[FieldOp]:
    """JSON path operations. A keyed list element added or removed as a whole is one operation
    whose value is the element's fields (relative paths)."""
    ops: list[FieldOp] = []
    ok, nk = set(old), set(new)
    added, removed = nk - ok, ok - nk
    old_el, new_el = _element_prefixes(ok), _element_prefixes(nk)
    grouped: dict[tuple[str, str], dict[str, Any]] = {}
    for paths, src, other_el, op in ((sorted(added), new, old_el, "add"), (sorted(removed), old, new_el, "remove")):
        for p in paths:
            prefix = ""
            i = p.find("]")
            while i != -1:
                cand = p[: i + 1]
                if cand not in other_el:
                    prefix = cand
                    break
                i = p.find("]", i + 1)
            if prefix:
                g = grouped.setdefault((op, prefix), {})
                if len(g) < 20:
                    g[p[len(prefix):].lstrip(".") or "."] = src[p]
            else:
                ops.append(FieldOp(op, p, old.get(p), new.get(p)))
    for (op, prefix), vals in grouped.items():
        ops.append(FieldOp(op, prefix, vals if op == "remove" else None, vals if op == "add" else None))
    for p in sorted(ok & nk):
        if old[p] != new[p]:
            ops.append(FieldOp("replace", p, old[p], new[p]))
    ops.sort(key=lambda o: o.path)
    return ops[:max_ops]
