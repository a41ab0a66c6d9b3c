"""identity.py: canonical text of a page and the same-content rule (simhash distance or fuzzy ratio)."""
from __future__ import annotations

import gzip
import itertools
from pathlib import Path

import pytest

from changewire_repair.identity import (
    MAX_FEATURE_WEIGHT, IdentityPolicy, Reference, compare, fingerprint, hamming, page_text, ratio, words,
)

DATA = Path(__file__).resolve().parents[2] / "data" / "repair"


def text_of(name: str) -> str:
    return page_text((DATA / name).read_text(encoding="utf-8"), "text/html; charset=utf-8")


def test_page_text_drops_scripts_styles_and_site_chrome() -> None:
    t = text_of("careers_v2_relaid.html")
    assert "Senior Robotics Engineer" in t
    assert "Join Acme Robotics - Open roles" in t.splitlines()[0]  # the title leads
    assert "display:flex" not in t and "app.4f2c1" not in t
    assert "Platform" not in t and "Privacy policy" not in t  # nav and footer


def test_page_text_of_xml_and_plain_text() -> None:
    feed = ("<?xml version='1.0'?><rss><channel><title>Acme news</title><item><title>We raised a "
            "Series B</title><description><![CDATA[<p>Big &amp; bold</p>]]></description></item></channel></rss>")
    t = page_text(feed, "application/rss+xml")
    assert "Acme news" in t and "We raised a Series B" in t and "<p>" not in t
    assert page_text('{"status": "ok"}', "application/json") == '{"status": "ok"}'
    assert page_text("", "text/html") == ""


def test_same_content_in_a_new_layout_matches() -> None:
    ref = Reference.of(text_of("careers_v1.html"))
    ident = compare(ref, text_of("careers_v2_relaid.html"))
    assert ident.match
    assert ident.distance is not None and ident.distance <= 12
    assert ident.ratio >= 0.8
    assert 0.8 <= ident.score <= 1.0


def test_unrelated_pages_of_the_same_site_do_not_match() -> None:
    ref = Reference.of(text_of("careers_v1.html"))
    for other in ("unrelated.html", "pricing_v1.html"):
        ident = compare(ref, text_of(other))
        assert not ident.match, other
        assert ident.score < 0.4, (other, ident)


def test_identical_text_scores_one() -> None:
    t = text_of("careers_v1.html")
    ident = compare(Reference.of(t), t)
    assert ident.distance == 0 and ident.ratio == 1.0 and ident.score == 1.0 and ident.match


def test_empty_or_tiny_candidates_never_match() -> None:
    ref = Reference.of(text_of("careers_v1.html"))
    assert not compare(ref, "").match
    small = compare(ref, "404 Not Found")
    assert not small.match and small.distance is None  # too short for a simhash
    assert not compare(Reference.of(""), text_of("careers_v1.html")).match


def test_thresholds_come_from_the_policy() -> None:
    ref = Reference.of(text_of("careers_v1.html"))
    cand = text_of("careers_v2_relaid.html")
    strict = IdentityPolicy(max_distance=0, min_ratio=0.99)
    assert not compare(ref, cand, strict).match
    assert compare(ref, cand, IdentityPolicy()).match


def test_simhash_survives_heavy_repetition_under_numpy2() -> None:
    # a word repeated thousands of times gives a shingle weight far above 255 (simhash#74)
    toks = words("apply now " * 5000)
    fp = fingerprint(toks)
    assert isinstance(fp, int) and 0 <= fp < 2**64
    assert MAX_FEATURE_WEIGHT <= 50


def test_hamming_and_ratio_bounds() -> None:
    assert hamming(0, 2**64 - 1) == 64
    assert hamming(5, 5) == 0
    assert ratio([], []) == 0.0
    assert ratio(["a", "b"], ["a", "b"]) == 1.0
    assert 0.0 < ratio(["a", "b", "c"], ["a", "x", "c"]) < 1.0


def test_order_matters_for_the_ratio_but_not_a_reordered_block() -> None:
    a = words(text_of("careers_v1.html"))
    b = list(reversed(a))
    assert ratio(a, b) < 0.5


def test_real_pages_from_the_corpus_do_not_match_each_other(corpus_dir: Path) -> None:
    files = sorted((corpus_dir / "html").glob("*.html.gz"))[:24]
    if len(files) < 4:
        pytest.skip("corpus too small")
    texts = [page_text(gzip.decompress(f.read_bytes()).decode("utf-8", "replace"), "text/html") for f in files]
    refs = [Reference.of(t) for t in texts]
    for i, j in itertools.combinations(range(len(texts)), 2):
        if not refs[i].tokens or not texts[j].strip():
            continue
        assert not compare(refs[i], texts[j]).match, (files[i].name, files[j].name)
    # and each page matches a lightly edited copy of itself (a paragraph dropped)
    for t in texts[:8]:
        lines = t.splitlines()
        if len(words(t)) < 200:
            continue
        edited = "\n".join(lines[: len(lines) // 10] + lines[len(lines) // 10 + 1:])
        assert compare(Reference.of(t), edited).match


def test_numbers_and_placeholders_do_not_matter() -> None:
    import re

    page = text_of("pricing_v1.html")
    # a canonical text that keeps numbers as placeholders, the way a differ may store it
    neutral = re.sub(r"\d[\d,.]*", "<n>", page)
    ident = compare(Reference.of(neutral), page)
    assert ident.match and ident.ratio > 0.95
    # new prices on the same page: still the same page
    assert compare(Reference.of(page), page.replace("1,490", "1,590").replace("1,290", "1,390")).ratio == 1.0
