"""The labelled set, scored per band with precision and recall floors: (1) the seeded mutator over
real pages of ../shared/corpus (labels follow from the mutation), (2) the golden pairs. A fixed
sample of corpus pages keeps the runtime modest; the seed makes the set reproducible."""
from __future__ import annotations

import gzip
import json
import random
from collections import Counter
from pathlib import Path

from changewire_differ.cli import diff_files
from changewire_differ.mutate import MUTATIONS, NOISE, make_pair

from .test_golden import CASES, load

BANDS = (NOISE, "minor", "meaningful", "major", "critical")
#: floors per band (precision, recall); measured well above them when written, they catch regressions
FLOORS = {NOISE: (0.95, 0.95), "minor": (0.8, 0.8), "meaningful": (0.9, 0.9), "major": (0.8, 0.7), "critical": (0.9, 0.9)}


def _band(v: dict) -> str:
    return NOISE if v["outcome"] in ("noise", "unchanged") else v["significance"]


def _score(pairs: list[tuple[str, str]]) -> dict[str, tuple[float, float, int]]:
    out = {}
    for band in BANDS:
        tp = sum(1 for want, got in pairs if want == band and got == band)
        predicted = sum(1 for _, got in pairs if got == band)
        actual = sum(1 for want, _ in pairs if want == band)
        if actual:
            out[band] = (tp / predicted if predicted else 0.0, tp / actual, actual)
    return out


def test_mutated_corpus_and_golden_pairs_meet_the_floors(corpus_dir: Path) -> None:
    files = sorted((corpus_dir / "html").glob("*.html.gz"))
    sample = files[::4]  # 40 real pages from every source of the corpus
    pairs: list[tuple[str, str]] = []
    misses: Counter[str] = Counter()
    for f in sample:
        html = gzip.open(f).read().decode("utf-8", "replace")
        for name in MUTATIONS:
            p = make_pair(html, name, random.Random(f"{f.name}:{name}"))
            if p is None:
                continue
            v = diff_files(p.old.encode(), p.new.encode(), surface="blog", url="https://news.example/", content_type="text/html; charset=utf-8")
            got = _band(v)
            pairs.append((p.band, got))
            if got != p.band:
                misses[f"{name}:{got}"] += 1
    for name in CASES:
        old, new, exp = load(name)
        v = diff_files(old, new, surface=exp["surface"], url=exp["url"], content_type=exp["content_type"])
        want = NOISE if exp["outcome"] in ("noise", "unchanged") else exp["significance"]
        pairs.append((want, _band(v)))
    scores = _score(pairs)
    report = json.dumps({b: [round(p, 3), round(r, 3), n] for b, (p, r, n) in scores.items()}) + f" misses={dict(misses)}"
    assert len(pairs) >= 400, report
    print(report)
    for band, (p, r, n) in scores.items():
        fp, fr = FLOORS[band]
        assert p >= fp and r >= fr, f"{band}: precision {p:.2f} recall {r:.2f} (n={n}) below floors {FLOORS[band]}; {report}"
