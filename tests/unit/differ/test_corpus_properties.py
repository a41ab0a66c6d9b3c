"""The differ never crashes and stays deterministic on every file of ../shared/corpus (real pages,
feeds and sitemaps), nor on hypothesis-damaged versions of them (truncated, spliced, re-encoded)."""
from __future__ import annotations

import gzip
from datetime import UTC, datetime
from pathlib import Path

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from changewire_differ.model import ParseFailure, PreviousState
from changewire_differ.pipeline import analyze, read

NOW = datetime(2025, 3, 9, tzinfo=UTC)
CORPUS = Path(__file__).resolve().parents[4] / "shared" / "corpus"


def _files() -> list[Path]:
    if not CORPUS.exists():
        return []
    return sorted(p for sub in ("html", "feeds", "sitemaps") for p in (CORPUS / sub).iterdir())


def _body(p: Path) -> bytes:
    return gzip.open(p).read() if p.name.endswith(".html.gz") else p.read_bytes()


def _fingerprint(a: object) -> bytes:
    return msgspec.json.encode(a)


def test_every_corpus_file_reads_deterministically() -> None:
    files = _files()
    if not files:
        pytest.skip("../shared/corpus not present")
    failures = []
    for p in files:
        body = _body(p)
        try:
            one = read(body, kind=None, surface=None, url=f"https://example.test/{p.name}")
        except ParseFailure as exc:
            failures.append((p.name, exc.failure_class))
            continue
        two = read(body, kind=None, surface=None, url=f"https://example.test/{p.name}")
        assert _fingerprint(one) == _fingerprint(two), p.name
        assert one.visible_hash and one.normalized_hash
    # the corpus is real published output: at most a stray unreadable file
    assert len(failures) <= 2, failures


_HTML = [p for p in _files() if p.name.endswith(".html.gz")]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(_HTML or [Path("missing")]), st.floats(0.05, 1.0), st.integers(0, 2**16), st.binary(max_size=64))
def test_damaged_pages_never_crash_and_diff_deterministically(path: Path, keep: float, at: int, junk: bytes) -> None:
    if not _HTML:
        pytest.skip("../shared/corpus not present")
    body = _body(path)
    cut = body[: max(1, int(len(body) * keep))]
    pos = at % max(1, len(cut))
    damaged = cut[:pos] + junk + cut[pos:]
    try:
        prev = PreviousState(doc=read(body, kind="html", surface="blog", url="https://example.test/"))
        a1 = analyze(damaged, kind="html", surface="blog", url="https://example.test/", previous=prev, now=NOW)
        a2 = analyze(damaged, kind="html", surface="blog", url="https://example.test/", previous=prev, now=NOW)
    except ParseFailure:
        return  # a clear, typed refusal is an allowed answer (binary junk, empty body)
    assert a1.outcome in ("unchanged", "noise", "changed")
    assert _fingerprint((a1.outcome, a1.significance, a1.kind, a1.delta, a1.summary)) == \
        _fingerprint((a2.outcome, a2.significance, a2.kind, a2.delta, a2.summary))
