"""Content identity: is a candidate page the same content as a sensor's last snapshot text?

Pure: no I/O, no clock. Two measures over lower-cased word sequences: a 64-bit simhash of word
3-shingles (Hamming distance) and rapidfuzz's Indel similarity of the word sequences (0–1).
`page_text` is a minimal canonical-text extraction (selectolax/Lexbor) used until the differ's
normaliser moves to libs/common; it drops scripts, styles and the site chrome (nav, header,
footer, aside) that every page of a site shares and that would make unrelated pages look alike.
"""
from __future__ import annotations

import html
import re
from collections import Counter
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


@dataclass(frozen=True)
class Reference:
    """A sensor's last snapshot text, prepared once and compared with several candidates."""

    tokens: list[str]
    fp: int | None

    @classmethod
    def of(cls, text: str) -> Reference:
        toks = words(text)
        return cls(toks, fingerprint(toks) if len(toks) >= MIN_WORDS_FOR_SIMHASH else None)

    @property
    def usable(self) -> bool:
        return bool(self.tokens)


def compare(reference: Reference, candidate_text: str, policy: IdentityPolicy = IdentityPolicy()) -> Identity:
    """Identity of `candidate_text` with the reference: match when distance ≤ max_distance (both texts
    long enough for a simhash) or ratio ≥ min_ratio."""
    cand = words(candidate_text)
    r = ratio(reference.tokens, cand) if reference.tokens and cand else 0.0
    dist: int | None = None
    if reference.fp is not None and len(cand) >= MIN_WORDS_FOR_SIMHASH:
        dist = hamming(reference.fp, fingerprint(cand))
    sim = max(0.0, 1.0 - dist / 32.0) if dist is not None else 0.0
    match = bool(cand) and ((dist is not None and dist <= policy.max_distance) or r >= policy.min_ratio)
    return Identity(distance=dist, ratio=r, score=max(r, sim), match=match, words=len(cand))


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
    if not body:
        return ""
    if not _is_html(content_type, body):
        if "xml" in content_type.lower() or body.lstrip().startswith("<"):
            return _xml_text(body)
        return body
    tree = LexborHTMLParser(body)
    root = tree.body or tree.root
    if root is None:
        return ""
    for node in root.css(_DROP_TAGS):
        node.decompose()
    title = tree.css_first("title")
    text = root.text(separator="\n", strip=True)
    lines = [ln for ln in _BLOCK_SPLIT.split(text) if ln.strip()]
    if title is not None and title.text(strip=True):
        lines.insert(0, title.text(strip=True))
    return "\n".join(" ".join(ln.split()) for ln in lines)


_TAG = re.compile(r"<[^>]*>")
_CDATA = re.compile(r"<!\[CDATA\[(.*?)\]\]>", re.S)


def _xml_text(body: str) -> str:
    """Text nodes of an XML document (CDATA unwrapped, markup inside it dropped); never parses entities."""
    text = _CDATA.sub(lambda m: " " + m.group(1) + " ", body)
    # escaped markup inside feed descriptions (&lt;p&gt;) is markup too once unescaped
    text = _TAG.sub("\n", html.unescape(_TAG.sub("\n", text)))
    return "\n".join(" ".join(ln.split()) for ln in text.splitlines() if ln.strip())
