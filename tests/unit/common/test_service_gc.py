"""Every service's GC tuning: start-up objects frozen, young collections rarer; undone on stop."""
from __future__ import annotations

import gc

from changewire_common.service import GC_THRESHOLD, tune_gc, untune_gc


def test_tune_then_untune_restores_the_collector() -> None:
    before = gc.get_threshold()
    frozen = gc.get_freeze_count()
    got = tune_gc()
    try:
        assert got == before
        assert gc.get_threshold() == GC_THRESHOLD
        assert gc.get_freeze_count() > frozen
        assert gc.isenabled()  # tuned, never switched off
    finally:
        untune_gc(got)
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0
