"""Flip-flop detection (flap.py): A → B → A is a change, reported once; later alternations are not."""
from __future__ import annotations

from datetime import UTC, datetime, timedelta

from changewire_differ.flap import assess, remember

T0 = datetime(2025, 3, 1, tzinfo=UTC)
W = 7 * 86400.0


def test_alternation_reported_once_then_suppressed() -> None:
    mem = remember([], "A", T0, window_s=W, max_variants=20)
    d1 = assess(mem, "A", "B", T0 + timedelta(hours=1), window_s=W, max_variants=20)
    assert not d1.flapping and not d1.suppress
    d2 = assess(d1.variants, "B", "A", T0 + timedelta(hours=2), window_s=W, max_variants=20)
    assert d2.flapping and not d2.suppress  # the first return to an old version is reported
    d3 = assess(d2.variants, "A", "B", T0 + timedelta(hours=3), window_s=W, max_variants=20)
    assert d3.flapping and d3.suppress
    d4 = assess(d3.variants, "B", "A", T0 + timedelta(hours=4), window_s=W, max_variants=20)
    assert d4.suppress


def test_old_variants_are_forgotten_after_the_window() -> None:
    mem = remember([], "A", T0, window_s=W, max_variants=20)
    mem = assess(mem, "A", "B", T0 + timedelta(hours=1), window_s=W, max_variants=20).variants
    later = T0 + timedelta(days=30)
    d = assess(mem, "B", "A", later, window_s=W, max_variants=20)
    assert not d.flapping and [v.hash for v in d.variants] == ["A"]


def test_memory_is_bounded() -> None:
    mem = []
    for i in range(50):
        mem = remember(mem, f"v{i}", T0 + timedelta(minutes=i), window_s=W, max_variants=5)
    assert [v.hash for v in mem] == ["v49", "v48", "v47", "v46", "v45"]
