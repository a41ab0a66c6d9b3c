"""Content identity: is a candidate page the same content as a sensor's last snapshot text?

Pure: no I/O, no clock. Two measures over lower-cased word sequences: a 64-bit simhash of word
3-shingles (Hamming distance) and rapidfuzz's Indel similarity of the word sequences (0–1).
`page_text` is a minimal canonical-text extraction (selectolax/Lexbor) used until the differ's
normaliser moves to libs/common; it drops scripts, styles and the site chrome (nav, header,
footer, aside) that every page of a site shares and that would make unrelated pages look alike.

The reference is the differ's canonical text, which keeps that chrome. On a short page the chrome
can outweigh the content (a 12-link menu around two job titles), so a moved page would fail the
ratio only because its new copy is compared without chrome. `compare` therefore also scores
against the reference minus the lines that the candidate's own chrome (`chrome_lines`) shows —
the site's menu and footer as they are today — and keeps the better of the two scores.
"""
from __future__ import annotations

import html
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from rapidfuzz.distance import Indel
from selectolax.lexbor import LexborHTMLParser
from simhash import Simhash

#: simhash 2.1.2 overflows (uint8) under NumPy 2 for feature weights > 255 and batches only
#: weights ≤ 50 (its `large_weight_cutoff`): cap every feature's weight here (DESIGN.md, simhash#74)
MAX_FEATURE_WEIGHT = 50
#: word sequences longer than this are cut before comparison (bounds time; ~80 KB of text)
MAX_WORDS = 15_000
#: below this many words a simhash is noise: only the fuzzy ratio counts
MIN_WORDS_FOR_SIMHASH = 24
SHINGLE = 3
#: lines of a machine-readable sensor's reference read as its entries (components, items, URLs, fields)
MAX_ENTRY_LINES = 5000

_WORD = re.compile(r"\w+", re.UNICODE)
_DROP_TAGS = "script, style, noscript, template, svg, iframe, nav, header, footer, aside, select, button"
_BLOCK_SPLIT = re.compile(r"[ \t\r\f\v]*\n[\s]*")


@dataclass(frozen=True)
class IdentityPolicy:
    """Thresholds of "same content": simhash distance (bits of 64) or fuzzy ratio (0–1)."""

    max_distance: int = 12
    min_ratio: float = 0.6


@dataclass(frozen=True)
class Identity:
    """How alike two texts are. `score` (0–1) = max(ratio, 1 − distance/32): 0.6 ≈ both thresholds."""

    distance: int | None
    ratio: float
    score: float
    match: bool
    words: int
    #: share of the smaller text's word 3-shingles found in the other (None when too short to say)
    overlap: float | None = None
    #: the candidate's word 3-shingles that are the reference's too, and how many distinct 3-shingles the reference
    #: and the candidate have: which part of the old content a page carries (a page split in two: each half)
    covered: frozenset[str] = frozenset()
    ref_size: int = 0
    cand_size: int = 0
    #: the candidate lists the old page's lines (the lines measure held): a listing of the old openings or items
    listing: bool = False

    @property
    def part(self) -> bool:
        """The candidate is (mostly) a part of the old content: at least MIN_OVERLAP of its 3-shingles are the
        reference's, and it carries at most MAX_PART_SHARE of the reference's."""
        return bool(self.cand_size and self.ref_size) and len(self.covered) >= MIN_OVERLAP * self.cand_size \
            and len(self.covered) <= MAX_PART_SHARE * self.ref_size

    def as_dict(self) -> dict[str, object]:
        return {"simhash_distance": self.distance, "fuzzy_ratio": round(self.ratio, 4),
                "score": round(self.score, 4), "match": self.match, "words": self.words}


def words(text: str) -> list[str]:
    """Lower-cased word tokens of `text`, at most MAX_WORDS of them. Numbers and one-letter tokens
    are left out: prices, counts and dates change while the page stays the same page, and a
    canonical text may carry them as placeholders (`<n>`, `<date>`) rather than digits."""
    out = [w for w in _WORD.findall(text.lower()) if len(w) > 1 and not w.isdigit()]
    return out[:MAX_WORDS]


def fingerprint(tokens: list[str]) -> int:
    """64-bit simhash of word 3-shingles (of the words themselves when fewer), weights capped."""
    if len(tokens) >= SHINGLE:
        feats = Counter(" ".join(tokens[i:i + SHINGLE]) for i in range(len(tokens) - SHINGLE + 1))
    else:
        feats = Counter(tokens)
    if not feats:
        return 0
    capped = [(f, min(MAX_FEATURE_WEIGHT, n)) for f, n in feats.items()]
    return int(Simhash(capped, f=64).value)


def hamming(a: int, b: int) -> int:
    """Bits that differ between two 64-bit fingerprints (0–64)."""
    return bin((a ^ b) & ((1 << 64) - 1)).count("1")


def ratio(a: list[str], b: list[str]) -> float:
    """Indel similarity of two word sequences, 0–1 (1 = identical, order matters)."""
    if not a and not b:
        return 0.0
    return float(Indel.normalized_similarity(a, b))


#: after removing the candidate's chrome from the reference, at least this many words must remain
#: (else the chrome-less comparison says nothing and only the plain one counts)
MIN_CONTENT_WORDS = 8
#: chrome lines considered at most (a hostile page cannot make the comparison slow)
MAX_CHROME_LINES = 2000


#: a job title's gender marker in parentheses ("(m/w/d)", "(w/m/div.)", "(all genders)", "(alle Geschlechter)",
#: "(gn*)", "(H/F)", "(m/v/x)"): a German or French board adds it to every title the company's own page showed
#: without it, or the other way round (one-letter tokens are no words anyway; these drop the longer ones)
_GENDER_MARK = re.compile(r"\((?:\s*(?:[mwfdhxvkž]|div\.?|divers|diverse|gn\*?|inter|nb|all|alle|any|genders?|"
                          r"geschlechter)\s*[/,*|]?)+\)", re.I)


def line_key(line: str) -> str:
    """Comparison key of one text line (its words, as `words` reads them, without a job title's gender marker)."""
    if "(" in line:
        line = _GENDER_MARK.sub(" ", line)
    return " ".join(words(line))


@dataclass(frozen=True)
class Reference:
    """A sensor's last snapshot text, prepared once and compared with several candidates."""

    tokens: list[str]
    fp: int | None
    #: line keys of the text, in order (to drop a candidate site's chrome from the reference)
    lines: tuple[str, ...] = ()
    #: distinct word 3-shingles of the text (for the containment test)
    shingles: frozenset[str] = frozenset()
    #: distinct line keys of two words or more (for the listing test)
    line_set: frozenset[str] = frozenset()
    #: the text's language (`text_language`), None when unclear
    language: str | None = None
    #: the text's lines as stored (stripped, at most MAX_ENTRY_LINES): a machine-readable sensor's entries
    #: (`reference_entries`: "Fleet API: operational", "Post title — 2026-10-02T00:00:00Z", a sitemap's URLs)
    text_lines: tuple[str, ...] = ()

    @classmethod
    def of(cls, text: str) -> Reference:
        toks = words(text)
        raw = text.splitlines()[:MAX_WORDS]
        keys = tuple(k for k in (line_key(ln) for ln in raw) if k)
        return cls(toks, fingerprint(toks) if len(toks) >= MIN_WORDS_FOR_SIMHASH else None, keys, shingle_set(toks),
                   listing_lines(raw), text_language(text),
                   tuple(ln.strip() for ln in raw[:MAX_ENTRY_LINES] if ln.strip()))

    @property
    def usable(self) -> bool:
        return bool(self.tokens)

    def without(self, chrome: Iterable[str]) -> Reference | None:
        """The reference minus lines the chrome shows (each chrome line removes one occurrence);
        None when nothing was removed or too little content remains."""
        chrome = list(chrome)[:MAX_CHROME_LINES]
        left = Counter(k for k in (line_key(c) for c in chrome) if k)
        if not left or not self.lines:
            return None
        kept: list[str] = []
        for k in self.lines:
            if left[k] > 0:
                left[k] -= 1
            else:
                kept.append(k)
        if len(kept) == len(self.lines):
            return None
        toks = words("\n".join(kept))
        if len(toks) < MIN_CONTENT_WORDS:
            return None
        return Reference(toks, fingerprint(toks) if len(toks) >= MIN_WORDS_FOR_SIMHASH else None, tuple(kept),
                         shingle_set(toks), self.line_set - listing_lines(chrome), self.language)


#: containment: one text is (nearly) inside the other — a moved careers page that now lists only its openings
#: (an ATS board), or one that gained many openings. Match when at least MIN_OVERLAP of the smaller text's
#: distinct 3-shingles are in the larger, the smaller has at least MIN_OVERLAP_SHINGLES of them and is at least
#: MIN_SIZE_RATIO of the larger (a job ad quoting the benefits paragraph, a filtered list of three roles or a
#: page with one teaser line do not qualify). Its score stays between the thresholds (0.6) and a clear match
#: (0.8): a page that is the same content as a whole still wins over one that merely contains it.
MIN_OVERLAP = 0.8
MIN_OVERLAP_SHINGLES = 40
MIN_SIZE_RATIO = 0.25
#: a candidate carrying at most this share of the old content's 3-shingles is a part of it (see Identity.part)
MAX_PART_SHARE = 0.8


#: frequent short words of the languages company sites are written in (each word in one list only)
_STOPWORDS: dict[str, frozenset[str]] = {
    "en": frozenset("the and of to is we our you for with are that this from".split()),
    "de": frozenset("der die das und ist wir sie mit für eine nicht auf den dem bei sich".split()),
    "fr": frozenset("les et est nous vous pour une dans avec du sur des au aux".split()),
    "es": frozenset("el los las y es por del nuestro nuestros somos como más".split()),
    "it": frozenset("il gli che è per della sono noi delle nel nella degli".split()),
    "nl": frozenset("het een van wij zijn voor niet ook onze naar wordt".split()),
    "pt": frozenset("os não nós nosso nossa em dos das uma com".split()),
    "sv": frozenset("och att det som för med vi är på inte våra vår".split()),
}
#: words of a text read for its language
_LANGUAGE_WORDS = 3000


def text_language(text: str) -> str | None:
    """The language of a text (`en`, `de`, `fr`, `es`, `it`, `nl`, `pt`, `sv`) by its frequent short words;
    None when too few are seen or two languages are close."""
    counts: Counter[str] = Counter()
    for w in _WORD.findall(text.lower())[:_LANGUAGE_WORDS]:
        for lang, stop in _STOPWORDS.items():
            if w in stop:
                counts[lang] += 1
    if not counts:
        return None
    (top, n), *rest = counts.most_common(2) + [("", 0)]
    return top if n >= 5 and n >= 1.5 * rest[0][1] else None


#: listing: the candidate's lines are the reference's lines in another layout — an ATS board that puts its
#: own labels (team, "Full-time", "Apply") between the old page's title and location lines, so few word
#: 3-shingles survive although every opening is there. Match when at least MIN_LINE_SHARE of the candidate's
#: distinct lines of two words or more are lines of the reference, they make at least MIN_LINE_COVERAGE of the
#: reference's such lines, and there are at least MIN_COMMON_LINES of them (a department page with a third of
#: the openings, an internship page sharing the intro, a job ad quoting the benefits do not qualify). Its score,
#: like containment's, stays between the thresholds (0.6) and a clear match (0.8).
MIN_LINE_SHARE = 0.75
MIN_LINE_COVERAGE = 0.4
MIN_COMMON_LINES = 12


#: characters that join independent fields into one line of a listing ("Engineering • Lyon, France • Full
#: time", "2026-08-21 · 4 min read", "Berlin | Hybrid", "Senior Engineer – Lyon, France", "Data Engineer - Remote"):
#: each field counts as a line of its own (a dash only between spaces: "Rust-based", "2026-08-21" stay whole)
_FIELD_SEPARATORS = re.compile(r"\s*[•·|∙‧]\s*|\s+[-–—]\s+")
_BULLETS = re.compile(r"\s*[•·|∙‧]\s*")  # the same without dashes: most lines have no spaced dash


def listing_lines(lines: Iterable[str]) -> frozenset[str]:
    """Distinct keys (see `line_key`) of a text's lines and of the fields of lines joined by bullets or bars,
    two words or more each: a one-word line ("Apply", "Engineering", "Share") is a label any page may carry."""
    out: set[str] = set()
    for ln in lines:
        for part in (_FIELD_SEPARATORS if " -" in ln or "–" in ln or "—" in ln else _BULLETS).split(ln):
            k = line_key(part)
            if " " in k:
                out.add(k)
    return frozenset(out)


def _lines_shared(ref: frozenset[str], cand: frozenset[str]) -> tuple[int, float, float]:
    """(lines in common, their share of the candidate's lines, their share of the reference's lines)."""
    if not ref or not cand:
        return 0, 0.0, 0.0
    common = len(ref & cand)
    return common, common / len(cand), common / len(ref)


def shingle_set(tokens: list[str]) -> frozenset[str]:
    """Distinct word 3-shingles of a token sequence."""
    return frozenset(" ".join(tokens[i:i + SHINGLE]) for i in range(len(tokens) - SHINGLE + 1))


def _overlap(a: frozenset[str], b: frozenset[str]) -> tuple[float | None, float]:
    """(share of the smaller set inside the larger or None when the smaller is too small, size ratio)."""
    small, big = (a, b) if len(a) <= len(b) else (b, a)
    if len(small) < MIN_OVERLAP_SHINGLES or not big:
        return None, 0.0
    return len(small & big) / len(small), len(small) / len(big)


def _compare(reference: Reference, cand: list[str], policy: IdentityPolicy,
             cand_lines: frozenset[str] = frozenset()) -> Identity:
    r = ratio(reference.tokens, cand) if reference.tokens and cand else 0.0
    dist: int | None = None
    if reference.fp is not None and len(cand) >= MIN_WORDS_FOR_SIMHASH:
        dist = hamming(reference.fp, fingerprint(cand))
    sim = max(0.0, 1.0 - dist / 32.0) if dist is not None else 0.0
    match = bool(cand) and ((dist is not None and dist <= policy.max_distance) or r >= policy.min_ratio)
    score = max(r, sim)
    cand_set = shingle_set(cand)
    ov, size = _overlap(reference.shingles, cand_set) if reference.shingles and cand else (None, 0.0)
    # a stricter policy is stricter here too: the containment threshold is never below the ratio threshold
    if ov is not None and ov >= max(MIN_OVERLAP, policy.min_ratio) and size >= MIN_SIZE_RATIO:
        match = True
        score = max(score, 0.6 + 0.2 * ov * size)
    common, share, coverage = _lines_shared(reference.line_set, cand_lines)
    listing = common >= MIN_COMMON_LINES and share >= max(MIN_LINE_SHARE, policy.min_ratio) \
        and coverage >= MIN_LINE_COVERAGE
    if listing:
        match = True
        score = max(score, 0.6 + 0.2 * share * coverage)
    return Identity(distance=dist, ratio=r, score=score, match=match, words=len(cand), overlap=ov,
                    covered=reference.shingles & cand_set, ref_size=len(reference.shingles), cand_size=len(cand_set),
                    listing=listing)


def compare(reference: Reference, candidate_text: str, policy: IdentityPolicy = IdentityPolicy(),
            chrome: Iterable[str] = ()) -> Identity:
    """Identity of `candidate_text` with the reference: match when distance ≤ max_distance (both texts
    long enough for a simhash) or ratio ≥ min_ratio. With the candidate page's `chrome` lines, the
    reference without them is scored too and the better score is kept."""
    cand = words(candidate_text)
    lines = listing_lines(candidate_text.splitlines()[:MAX_WORDS])
    if lines and reference.language is not None and len(reference.line_set & lines) >= MIN_COMMON_LINES \
            and text_language(candidate_text) not in (None, reference.language):
        # a translation lists the same openings (titles, places) around text in another language: the same
        # listing, not the same page — the lines measure holds within one language only
        lines = frozenset()
    plain = _compare(reference, cand, policy, lines)
    bare = reference.without(chrome) if chrome else None
    if bare is None:
        return plain
    other = _compare(bare, cand, policy, lines)
    return other if (other.match, other.score) > (plain.match, plain.score) else plain


#: a job board's listing read through its vendor's API (a board rendered by JavaScript shows no openings in its
#: HTML): the same openings as the old page when at least MIN_COMMON_TITLES of its titles are the old ones and
#: they are at least MIN_TITLE_SHARE of the old page's job titles (its stored job entities: a listing churns,
#: yet half the openings of a few days ago are still open) — or, when the old titles are not known, at least
#: MIN_TITLE_LINE_SHARE of the board's titles are lines of the old text. Its score stays between the
#: thresholds (0.6) and a clear match (0.8), like the other partial measures.
MIN_COMMON_TITLES = 3
MIN_TITLE_SHARE = 0.5
MIN_TITLE_LINE_SHARE = 0.6


def _title_in(key: str, reference: Reference, line_keys: frozenset[str]) -> bool:
    """A job title (its line key) is in the reference text: one of its lines, or — three words or more — every
    word 3-shingle of it (a canonical text that put the location on the title's line)."""
    if key in line_keys:
        return True
    toks = key.split()
    return len(toks) >= SHINGLE and shingle_set(toks) <= reference.shingles


#: a page (not a vendor's listing) is the old listing by its job titles when it shows this share of them: a
#: department page with a third of the openings is not, a merged careers page listing every old opening among
#: other brands' is
MIN_PAGE_TITLE_SHARE = 0.7


#: a careers page shows at least this many lines of openings to be one without any of the old openings (a share of
#: the old count: a page of 12 openings now showing 4 others churned; one showing a heading and a paragraph lost them)
MIN_OPENINGS_LINES_SHARE = 1 / 3
#: a line of an opening: a job title with its place or team, two to ten words
_OPENING_LINE_WORDS = (2, 10)
#: old titles looked for inside a page's longer lines at most
_OPENINGS_SEARCHED = 200


def lacks_openings(reference: Reference, lines: Iterable[str], old_titles: Iterable[str]) -> bool:
    """True when a careers page (its text `lines`) shows none of the old openings (`old_titles`, the sensor's stored
    job entities, at least MIN_COMMON_TITLES of them) nor a list of others (fewer than a third as many new short
    lines as there were openings, and fewer than MIN_COMMON_TITLES): the old page's introduction, values and
    benefits on a "Life at Acme" page, or a board emptied after a switch to another vendor. Its text may well match
    the old page's by its boilerplate; what a careers sensor watches, the openings, is not there."""
    old = {k for k in (line_key(t) for t in list(old_titles)[:MAX_CHROME_LINES]) if k}
    if len(old) < MIN_COMMON_TITLES:
        return False
    # (a line holding an old title with its place: the first titles are enough to see one, and keep this cheap)
    inside = sorted(old)[:_OPENINGS_SEARCHED]
    fresh: set[str] = set()
    for line in list(lines)[:MAX_CHROME_LINES]:
        key = line_key(line)
        if not key:
            continue
        if key in old or any(t in key for t in inside):
            return False  # an old opening is listed ("Senior Robotics Engineer Lyon, France")
        n = len(key.split())
        if key not in reference.line_set and _OPENING_LINE_WORDS[0] <= n <= _OPENING_LINE_WORDS[1]:
            fresh.add(key)
    return len(fresh) < max(MIN_COMMON_TITLES, len(old) * MIN_OPENINGS_LINES_SHARE)


def listing_left_out(reference: Reference, lines: Iterable[str]) -> bool:
    """True when a page (its main text `lines`, chrome dropped from the reference) leaves out a listing the old page
    had, when the old openings are not known: at least 2 × MIN_COMMON_TITLES of the old text's lines of an opening's
    shape (a title, a place) after the last old line the page shows are missing, and fewer than
    MIN_OPENINGS_LINES_SHARE as many new ones stand in their place. The old careers page's introduction, values and
    benefits on a "Life at Acme" page (see `lacks_openings`, which decides it by the stored openings when there are
    some)."""
    shaped = _OPENING_LINE_WORDS
    keys = [k for k in (line_key(x) for x in list(lines)[:MAX_CHROME_LINES]) if k]
    present = set(keys)
    old = reference.lines[:MAX_CHROME_LINES]
    # what the page left out at the end: the old lines after the last one it still shows (the listing below the
    # introduction), not a heading reworded on the way
    last = max((i for i, k in enumerate(old) if k in present), default=-1)
    missing = {k for k in old[last + 1:] if shaped[0] <= len(k.split()) <= shaped[1]}
    fresh = {k for k in keys if k not in reference.line_set and shaped[0] <= len(k.split()) <= shaped[1]}
    return len(missing) >= 2 * MIN_COMMON_TITLES and len(fresh) < MIN_OPENINGS_LINES_SHARE * len(missing)


#: a careers page listing fewer openings than this share of the old page's (old ones still listed and others, each
#: counted once) shows a part of the listing: one office's, the internships'
MIN_LISTED_SHARE = 0.75


def part_of_openings(reference: Reference, lines: Iterable[str], old_titles: Iterable[str]) -> bool:
    """True when a careers page (its text `lines`) lists under MIN_TITLE_SHARE of the old openings (`old_titles`, at
    least MIN_COMMON_TITLES of them) and, with the other openings it lists, under MIN_LISTED_SHARE as many as the
    old page did: a part of the old listing around the old introduction (/careers/toronto with four of twelve,
    /careers/internships with four internships) — not the page, whatever its boilerplate shares. A listing that
    turned over (as many openings, new ones) or kept half of them is not a part."""
    old = {k for k in (line_key(t) for t in list(old_titles)[:MAX_CHROME_LINES]) if k}
    if len(old) < MIN_COMMON_TITLES:
        return False
    inside = sorted(old)[:_OPENINGS_SEARCHED]
    kept: set[str] = set()
    fresh: set[str] = set()
    for line in list(lines)[:MAX_CHROME_LINES]:
        key = line_key(line)
        if not key:
            continue
        hit = key if key in old else next((t for t in inside if t in key), None)
        if hit is not None:
            kept.add(hit)
        elif key not in reference.line_set and _OPENING_LINE_WORDS[0] <= len(key.split()) <= _OPENING_LINE_WORDS[1]:
            fresh.add(key)
    return len(kept) < MIN_TITLE_SHARE * len(old) and len(kept) + len(fresh) < MIN_LISTED_SHARE * len(old)


def openings_replaced(reference: Reference, lines: Iterable[str], old_titles: Iterable[str] = ()) -> bool:
    """True when a careers page (its text `lines`) lists openings of its own (at least MIN_COMMON_TITLES lines of
    an opening's shape the old text does not have) and none of the old ones: by the old titles (`old_titles`, the
    sensor's job entities) when known, else by the old text's lines of that shape now missing from the page (at
    least MIN_COMMON_TITLES and a third as many as the old lines it kept, with a third as many new ones in their
    place, none of them inside a new line nor holding one: a title joined with its place in a new layout is the
    same opening). The old page's introduction over another listing: the acquirer's careers page that
    copied Acme's words above its own openings."""
    keys = [k for k in (line_key(x) for x in list(lines)[:MAX_CHROME_LINES]) if k]
    shaped = _OPENING_LINE_WORDS
    fresh = {k for k in keys if k not in reference.line_set and shaped[0] <= len(k.split()) <= shaped[1]}
    if len(fresh) < MIN_COMMON_TITLES:
        return False
    old = {k for k in (line_key(t) for t in list(old_titles)[:MAX_CHROME_LINES]) if k}
    if old:
        inside = sorted(old)[:_OPENINGS_SEARCHED]
        return not any(k in old or any(t in k for t in inside) for k in keys)
    present = set(keys)
    kept = {k for k in present if k in reference.line_set}
    gone = list(dict.fromkeys(k for k in reference.lines[:MAX_CHROME_LINES]
                              if k not in present and shaped[0] <= len(k.split()) <= shaped[1]))
    # (a page that kept nearly all the old lines and added a few — two new openings, a new heading — is the page)
    if len(gone) < max(MIN_COMMON_TITLES, MIN_OPENINGS_LINES_SHARE * len(kept)) \
            or len(fresh) < MIN_OPENINGS_LINES_SHARE * len(gone):
        return False
    return not any(g in f or f in g for g in gone[:_OPENINGS_SEARCHED] for f in fresh)


#: a careers page's skeleton: its heading-shaped lines (at most this many words) other than its openings
_SKELETON_LINE_WORDS = 8
#: the skeleton must have at least this many lines, and the candidate show this share of them in the same order
MIN_SKELETON_LINES = 4
MIN_SKELETON_SHARE = 0.75
#: the new listing below the skeleton has at least this share of as many openings as the old page had
MIN_SKELETON_LISTED = 0.5


def same_skeleton(reference: Reference, lines: Iterable[str], old_titles: Iterable[str]) -> bool:
    """True when a page (its main text `lines`, chrome dropped from both sides) shows the old careers page's
    skeleton: its short, heading-shaped lines ("Build the robots that build the future", "How we work", "Benefits",
    "Open positions") above its first opening (`old_titles`, the sensor's job entities, or a line holding one), at
    least MIN_SKELETON_LINES of them, MIN_SKELETON_SHARE of them present in the same order, and below them a listing
    of at least MIN_SKELETON_LISTED as many new openings as the old ones. The page a person calls the same one after it
    moved AND changed: its introduction reworded, its openings turned over, its headings kept."""
    old = [k for k in (line_key(t) for t in list(old_titles)[:MAX_CHROME_LINES]) if k]
    head: list[str] = []
    for k in reference.lines[:MAX_CHROME_LINES]:
        if any(t in k or k in t for t in old):
            break  # the openings begin: their places and teams below are no part of the skeleton
        head.append(k)
    skeleton = list(dict.fromkeys(k for k in head if 1 <= len(k.split()) <= _SKELETON_LINE_WORDS))
    if len(skeleton) < MIN_SKELETON_LINES:
        return False
    keys = [k for k in (line_key(x) for x in list(lines)[:MAX_CHROME_LINES]) if k]
    present = set(keys)
    order = [k for k in skeleton if k in present]
    if len(order) < MIN_SKELETON_SHARE * len(skeleton):
        return False
    # in the same order: the candidate's first occurrences of the shared lines follow the skeleton's order
    first = {k: i for i, k in reversed(list(enumerate(keys)))}
    pos = [first[k] for k in order]
    inversions = sum(1 for a, b in zip(pos, pos[1:]) if b < a)
    if inversions > len(pos) // 10:
        return False
    # below the skeleton, a listing about as long as the old one (at least MIN_SKELETON_LISTED of as many openings):
    # the same template showing four internships is a page below the careers page, not the careers page
    below = keys[max(pos) + 1:]
    shaped = _OPENING_LINE_WORDS
    fresh = {k for k in below if k not in reference.line_set and shaped[0] <= len(k.split()) <= shaped[1]}
    return len(fresh) >= MIN_SKELETON_LISTED * len(set(old))


#: a listing a few items later (`rolled_on`): at least this many of its old lines kept, and this share of its old
#: listing's lines, under at least MIN_ROLLED_FRESH new ones on top
MIN_ROLLED_KEPT = 4
MIN_ROLLED_SHARE = 0.25
MIN_ROLLED_FRESH = 2
#: share of the old lines between the listing's first line and its last one kept that the page must show
ROLLED_RUN_SHARE = 0.9


def rolled_on(reference: Reference, lines: Iterable[str]) -> bool:
    """True when a page (its main text `lines`, chrome dropped from both sides) is the old listing a few items later
    (a changelog's index two releases on, a blog's or a newsroom's a few posts on): one of its first three lines is a
    line of the old text (its heading or introduction kept); below it come new lines first (the newest items), then
    the old listing from its first line on, in the old order and without gaps (its newest items), only its oldest
    lines gone. Whole-text measures miss it when half the items rolled; the order does not: new on top, the old
    newest kept, the old oldest dropped — not a category page (a selection), not another listing sharing a heading."""
    old = list(dict.fromkeys(k for k in reference.lines[:MAX_CHROME_LINES] if len(k.split()) >= 2))
    at = {k: i for i, k in enumerate(old)}
    keys = list(dict.fromkeys(k for k in (line_key(x) for x in list(lines)[:MAX_CHROME_LINES])
                              if k and len(k.split()) >= 2))
    head = [k for k in keys[:3] if k in at]
    if not head:
        return False
    start = max(at[k] for k in head) + 1  # the old listing begins below the kept heading or introduction
    rest = keys[keys.index(head[-1]) + 1:]
    first = next((i for i, k in enumerate(rest) if k in at), None)
    if first is None or first < MIN_ROLLED_FRESH or at[rest[first]] != start:
        return False
    kept = [at[k] for k in rest[first:] if k in at]
    if any(b < a for a, b in zip(kept, kept[1:])):
        return False
    run = max(kept) - start + 1
    listing = len(old) - start
    return len(kept) >= max(MIN_ROLLED_KEPT, MIN_ROLLED_SHARE * listing) and len(kept) >= ROLLED_RUN_SHARE * run \
        and max(kept) < len(old) - 1


def listing_identity(reference: Reference, titles: Iterable[str], old_titles: Iterable[str] = (),
                     min_share: float = MIN_TITLE_SHARE) -> Identity:
    """Identity of a job board's listing (the job `titles` its vendor's API lists, or a page's lines) with the
    old page: by the old page's job titles (`old_titles`, its stored job entities; at least `min_share` of them
    listed) when known, else by the reference's lines. `ratio` is the share that decided (old titles still
    listed, or board titles found in the old text)."""
    new = {k for k in (line_key(t) for t in list(titles)[:MAX_WORDS]) if k}
    old = {k for k in (line_key(t) for t in list(old_titles)[:MAX_CHROME_LINES]) if k}
    if old:
        common = len(old & new)
        share = common / len(old)
        match = common >= MIN_COMMON_TITLES and share >= min_share
    else:
        line_keys = frozenset(reference.lines)
        common = sum(1 for k in new if _title_in(k, reference, line_keys))
        share = common / len(new) if new else 0.0
        match = common >= MIN_COMMON_TITLES and share >= MIN_TITLE_LINE_SHARE
    return Identity(distance=None, ratio=share, score=0.6 + 0.2 * share if match else share * 0.6, match=match,
                    words=sum(len(k.split()) for k in new))


def _is_html(content_type: str, body: str) -> bool:
    ct = content_type.lower()
    if "html" in ct:
        return True
    if ct and not ct.startswith("text/plain") and ("json" in ct or "xml" in ct or ct.startswith("text/")):
        return False
    head = body[:512].lstrip().lower()
    return head.startswith(("<!doctype html", "<html")) or "<body" in body[:4096].lower()


def page_text(body: str, content_type: str = "") -> str:
    """Readable text of a fetched body: HTML without scripts, styles and site chrome, one block per
    line; XML (feeds, sitemaps) as its text nodes; anything else as given."""
    return page_parts(body, content_type)[0]


_CHROME_TAGS = "nav, header, footer, aside"
_CHROME_SET = frozenset({"nav", "header", "footer", "aside"})


def _inside_chrome(node: object) -> bool:
    n = getattr(node, "parent", None)
    depth = 0
    while n is not None and depth < 60:
        tag = getattr(n, "tag", "") or ""
        if tag in _CHROME_SET:
            return True
        if tag in ("body", "html"):
            return False
        n = getattr(n, "parent", None)
        depth += 1
    return False


def page_parts(body: str, content_type: str = "") -> tuple[str, tuple[str, ...]]:
    """`page_text` and the lines of the page's site chrome (nav, header, footer, aside; empty for
    anything but HTML)."""
    if not body:
        return "", ()
    if not _is_html(content_type, body):
        if "xml" in content_type.lower() or body.lstrip().startswith("<"):
            return _xml_text(body), ()
        return body, ()
    tree = LexborHTMLParser(body)
    root = tree.body or tree.root
    if root is None:
        return "", ()
    for node in root.css("script, style, noscript, template"):
        node.decompose()
    chrome: list[str] = []
    for node in root.css(_CHROME_TAGS):
        if _inside_chrome(node):
            continue  # a nav inside the header: its lines are the header's already
        for ln in _BLOCK_SPLIT.split(node.text(separator="\n", strip=True)):
            if ln.strip() and len(chrome) < MAX_CHROME_LINES:
                chrome.append(" ".join(ln.split()))
    for node in root.css(_DROP_TAGS):
        node.decompose()
    title = tree.css_first("title")
    text = root.text(separator="\n", strip=True)
    lines = [ln for ln in _BLOCK_SPLIT.split(text) if ln.strip()]
    if title is not None and title.text(strip=True):
        lines.insert(0, title.text(strip=True))
    return "\n".join(" ".join(ln.split()) for ln in lines), tuple(chrome)


_TAG = re.compile(r"<[^>]*>")
_CDATA = re.compile(r"<!\[CDATA\[(.*?)\]\]>", re.S)


def _xml_text(body: str) -> str:
    """Text nodes of an XML document (CDATA unwrapped, markup inside it dropped); never parses entities."""
    text = _CDATA.sub(lambda m: " " + m.group(1) + " ", body)
    # escaped markup inside feed descriptions (&lt;p&gt;) is markup too once unescaped
    text = _TAG.sub("\n", html.unescape(_TAG.sub("\n", text)))
    return "\n".join(" ".join(ln.split()) for ln in text.splitlines() if ln.strip())


# ------------------------------------------------------------------ machine-readable documents: read as the sensor reads them

#: sensor kinds whose body is a machine-readable document (a status API's JSON, any JSON, a feed, a sitemap): the
#: differ stores its canonical text ("Fleet API: operational", "$.info.version: 1.4.1", "Post title — 2026-10-02…",
#: one URL a line), never the raw body, so a candidate is compared by the entries both show — the components of a
#: status page, the leaf values of a JSON document, a feed's item titles, a sitemap's URLs — not as words of text
#: (the raw JSON or XML of the very same document shares few word sequences with that text)
ENTRY_KINDS = frozenset({"status_json", "json", "feed", "sitemap"})
#: entries two documents share at least (or all of the old ones, when it has fewer), and the share of each side's
#: entries they are: a status page keeping its components, a feed its posts, a sitemap its pages
MIN_COMMON_ENTRIES = 3
MIN_ENTRY_SHARE = 0.5
#: entries read from one document at most
MAX_ENTRIES = 20_000
#: a status line's part after its component's name (the differ's "<name>: <status words>")
_STATUS_LINE = re.compile(r"^(?!status: |incident: )(.+): [a-z][a-z ]*$", re.I)
#: a feed item's line ("<title> — <published>")
_ITEM_LINE = re.compile(r"^(.+?) — \S+$")
_FEED_TITLE = re.compile(r"<title[^>]*>\s*(?:<!\[CDATA\[)?(.*?)(?:\]\]>)?\s*</title>", re.S | re.I)
_FEED_ITEM = re.compile(r"<(item|entry)[\s>](.*?)</\1\s*>", re.S | re.I)
_LOC = re.compile(r"<(?:\w+:)?loc>\s*(?:<!\[CDATA\[)?(.*?)(?:\]\]>)?\s*</(?:\w+:)?loc>", re.S | re.I)
_SITEMAP_INDEX = re.compile(r"<(?:\w+:)?sitemapindex[\s>]", re.I)


def _url_entry(u: str) -> str:
    """A sitemap URL as an entry: scheme, `www.`, a trailing slash and letter case of the host aside."""
    u = html.unescape(u.strip())
    rest = u.split("://", 1)[-1]
    host, _, path = rest.partition("/")
    host = host.lower()
    host = host[4:] if host.startswith("www.") else host
    return f"{host}/{path}".rstrip("/")


def reference_entries(reference: Reference, kind: str) -> frozenset[str]:
    """The entries of a machine-readable sensor's stored text (see ENTRY_KINDS): a status API's component names, a
    JSON document's leaf values, a feed's item titles, a sitemap's URLs."""
    out: set[str] = set()
    for ln in reference.text_lines:
        if kind == "status_json":
            m = _STATUS_LINE.match(ln)
            key = line_key(m.group(1)) if m else ""
        elif kind == "json":
            path, sep, value = ln.partition(": ")
            if not (sep and path.startswith("$")):
                continue
            # the differ writes a list of scalars as one JSON array and a null / boolean as its literal: read as a
            # candidate's leaves are (each scalar of the list an entry; no null, no boolean)
            for v in _canonical_scalars(value):
                k = line_key(v)
                if k:
                    out.add(k)
            continue
        elif kind == "feed":
            m = _ITEM_LINE.match(ln)
            key = line_key(m.group(1)) if m else ""
        else:  # sitemap
            key = _url_entry(ln) if ln.startswith(("http://", "https://")) else ""
        if key:
            out.add(key)
    return frozenset(out)


def _canonical_scalars(value: str) -> list[str]:
    """The scalars of one value of the differ's canonical JSON text (`$.path: value`), as `_json_leaves` reads them
    from a document: a JSON array of scalars (`["Fleet API", "Webhooks"]`) is its items, `null` / `true` / `false`
    nothing, anything else the value itself."""
    v = value.strip()
    if v in ("null", "true", "false"):
        return []
    if v.startswith("[") and v.endswith("]"):
        try:
            import json

            items = json.loads(v)
        except ValueError:
            return [v]
        if isinstance(items, list):
            return [str(x) for x in items if x is not None and not isinstance(x, (bool, dict, list))]
    return [v]


def _json_leaves(data: object, out: set[str]) -> None:
    stack = [data]
    while stack and len(out) < MAX_ENTRIES:
        x = stack.pop()
        if isinstance(x, dict):
            stack.extend(x.values())
        elif isinstance(x, list):
            stack.extend(x)
        elif isinstance(x, str):
            k = line_key(x)
            if k:
                out.add(k)
        elif x is not None and not isinstance(x, bool):
            k = line_key(str(x))
            if k:
                out.add(k)


def status_components(data: object) -> list[str]:
    """The component names of a status API's JSON, whichever vendor's: Atlassian Statuspage (and Instatus's
    /v2/components.json: `components`, groups aside), Better Stack (`included` status_page_resource `public_name`),
    status.io (`result.status`), Cachet (`data` with `status_name`), UptimeRobot (`psp.monitors`). Empty for a
    summary that lists none (Instatus's summary.json, incident.io's widget API)."""
    if not isinstance(data, dict):
        return []
    names: list[str] = []
    comps = data.get("components")
    if isinstance(comps, list):
        names += [str(c["name"]) for c in comps if isinstance(c, dict) and c.get("name") and not c.get("group")
                  and not c.get("isParent")]
    inc = data.get("included")
    if isinstance(inc, list):
        names += [str(a.get("public_name") or a.get("name")) for x in inc if isinstance(x, dict)
                  and x.get("type") == "status_page_resource" and isinstance(a := x.get("attributes"), dict)
                  and (a.get("public_name") or a.get("name"))]
    res = data.get("result")
    if isinstance(res, dict) and isinstance(res.get("status"), list):
        names += [str(s["name"]) for s in res["status"] if isinstance(s, dict) and s.get("name")]
    rows = data.get("data")
    if isinstance(rows, list):
        names += [str(x["name"]) for x in rows if isinstance(x, dict) and x.get("name") and "status_name" in x]
    psp = data.get("psp")
    if isinstance(psp, dict) and isinstance(psp.get("monitors"), list):
        names += [str(m["name"]) for m in psp["monitors"] if isinstance(m, dict) and m.get("name")]
    return names


#: top-level keys of a status API's JSON, whichever vendor's (see status_components; Instatus's summary: `page`
#: with `activeIncidents`; incident.io's widget: `ongoing_incidents`)
_STATUS_KEYS = frozenset({"components", "incidents", "status", "scheduled_maintenances", "activeIncidents",
                          "activeMaintenances", "ongoing_incidents", "in_progress_maintenances", "included", "result",
                          "psp"})


def status_document(data: object) -> bool:
    """True when parsed JSON is a status API's document (see _STATUS_KEYS)."""
    return isinstance(data, dict) and bool(_STATUS_KEYS & set(data))


def document_entries(kind: str, body: str) -> tuple[frozenset[str], list[str]] | None:
    """(entries, child sitemaps) of a candidate body read as a sensor of `kind` reads it (see ENTRY_KINDS); None when
    the body is no document of that kind (an HTML page, a JSON error for a feed). A sitemap index has no entries of
    its own: its children (their URLs, in order) are where its pages are."""
    head = body[:4096].lstrip()
    if kind in ("status_json", "json"):
        if not head.startswith(("{", "[")):
            return None
        try:
            import json

            data = json.loads(body)
        except ValueError:
            return None
        out: set[str] = set()
        if kind == "status_json":
            if not status_document(data):
                return None
            out = {k for k in (line_key(n) for n in status_components(data)) if k}
        else:
            _json_leaves(data, out)
        return frozenset(out), []
    if kind == "feed":
        if head.startswith("{"):
            try:
                import json

                data = json.loads(body)
            except ValueError:
                return None
            items = data.get("items") if isinstance(data, dict) else None
            if not isinstance(items, list):
                return None
            return frozenset(k for k in (line_key(str(i.get("title") or "")) for i in items[:MAX_ENTRIES]
                                         if isinstance(i, dict)) if k), []
        if "<rss" not in head.lower() and "<feed" not in head.lower() and "<rdf" not in head.lower():
            return None
        titles = []
        for m in _FEED_ITEM.finditer(body[:5_000_000]):
            t = _FEED_TITLE.search(m.group(2))
            if t:
                titles.append(line_key(html.unescape(_TAG_RE.sub(" ", html.unescape(t.group(1))))))
            if len(titles) >= MAX_ENTRIES:
                break
        return frozenset(t for t in titles if t), []
    if kind == "sitemap":
        if "<urlset" not in body[:4096].lower() and not _SITEMAP_INDEX.search(body[:4096]):
            return None
        locs = [m.group(1) for m in _LOC.finditer(body[:20_000_000])][:MAX_ENTRIES]
        if _SITEMAP_INDEX.search(body[:4096]):
            return frozenset(), [html.unescape(u.strip()) for u in locs]
        return frozenset(_url_entry(u) for u in locs if u.strip()), []
    return None


_TAG_RE = re.compile(r"<[^>]*>")


def entries_identity(old: frozenset[str], new: frozenset[str]) -> Identity:
    """Identity of two machine-readable documents by their entries (see ENTRY_KINDS): they share at least
    MIN_COMMON_ENTRIES (all of the old ones when fewer), and those are at least MIN_ENTRY_SHARE of each side's — a
    sitemap split into an index's children matches by the child carrying most of its pages. `ratio` is the Jaccard
    similarity; score 0.6 + 0.4 × Jaccard on a match."""
    common = len(old & new)
    union = len(old | new)
    jac = common / union if union else 0.0
    match = bool(old) and bool(new) and common >= min(MIN_COMMON_ENTRIES, len(old)) \
        and common >= MIN_ENTRY_SHARE * len(new) and common >= MIN_ENTRY_SHARE * len(old)
    return Identity(distance=None, ratio=jac, score=0.6 + 0.4 * jac if match else 0.6 * jac, match=match,
                    words=len(new))
