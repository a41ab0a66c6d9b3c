"""Flip-flop (flapping) detection: a page alternating between variants (A/B tests, rotating
modules) is compared with the previous snapshot, so a real return to an old state is a change;
but when the variant was already seen within the recent window the alternation is reported once
and then suppressed.

Pure: takes `now`, returns the updated memory instead of mutating it.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from .model import Variant


@dataclass(frozen=True)
class FlapDecision:
    #: the new version equals one seen within the window (other than the previous one)
    flapping: bool
    #: already reported: downgrade the change so it pages nobody
    suppress: bool
    variants: list[Variant]


def _copy(v: Variant, **kw: object) -> Variant:
    d = {"hash": v.hash, "first_seen": v.first_seen, "last_seen": v.last_seen, "flap_reported": v.flap_reported}
    d.update(kw)
    return Variant(**d)  # type: ignore[arg-type]


def remember(variants: list[Variant], new_hash: str, now: datetime, *, window_s: float, max_variants: int) -> list[Variant]:
    """Memory after seeing `new_hash` without a change decision (baseline, unchanged, noise)."""
    return assess(variants, None, new_hash, now, window_s=window_s, max_variants=max_variants, changed=False).variants


def assess(
    variants: list[Variant],
    previous_hash: str | None,
    new_hash: str,
    now: datetime,
    *,
    window_s: float,
    max_variants: int,
    changed: bool = True,
) -> FlapDecision:
    """Decide whether a change to `new_hash` is flapping, and return the updated memory.

    A change to a variant seen within `window_s` (other than the previous one) is flapping. The
    first such alternation is reported and marks both variants; later alternations between
    marked variants are suppressed. Variants older than the window are forgotten.
    """
    horizon = now - timedelta(seconds=window_s)
    recent = [v for v in variants if v.last_seen >= horizon]
    by_hash = {v.hash: v for v in recent}
    seen = by_hash.get(new_hash)
    flapping = bool(changed and seen is not None and new_hash != previous_hash)
    suppress = bool(flapping and seen is not None and seen.flap_reported)
    out: list[Variant] = []
    for v in recent:
        if v.hash == new_hash:
            out.append(_copy(v, last_seen=now, flap_reported=v.flap_reported or flapping))
        elif flapping and v.hash == previous_hash:
            out.append(_copy(v, flap_reported=True))
        else:
            out.append(v)
    if seen is None:
        out.append(Variant(hash=new_hash, first_seen=now, last_seen=now))
    out.sort(key=lambda v: v.last_seen, reverse=True)
    return FlapDecision(flapping, suppress, out[:max_variants])
