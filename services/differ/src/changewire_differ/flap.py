"""Flip-flop (flapping) detection: a page alternating between variants (A/B tests, rotating
modules) is compared with the previous snapshot, so a real return to an old state is a change;
but when the variant was already seen within the recent window the alternation is reported once
and then suppressed.

Pages alone are not enough: once a real change has been made (a job posted), every banner of a known rotation
makes a page never seen before. So the memory also keeps single blocks (`assess_blocks`): those that came or
went in a change, whether the latest snapshot shows them, and how often they came back. A change whose added blocks
all come back after being gone (not for the first time), and whose removed blocks have all come back before, is the
rotation again.

Pure: takes `now`, returns the updated memory instead of mutating it.
"""
from __future__ import annotations

import hashlib
from collections.abc import Iterable
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
    d = {"hash": v.hash, "first_seen": v.first_seen, "last_seen": v.last_seen, "flap_reported": v.flap_reported,
         "scope": v.scope, "present": v.present, "returns": v.returns}
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
    marked variants are suppressed (both: the one left and the one returned to). Variants older
    than the window are forgotten.
    """
    horizon = now - timedelta(seconds=window_s)
    recent = [v for v in variants if v.last_seen >= horizon]
    by_hash = {v.hash: v for v in recent}
    seen = by_hash.get(new_hash)
    left = by_hash.get(previous_hash) if previous_hash is not None else None
    flapping = bool(changed and seen is not None and new_hash != previous_hash)
    # (the same alternation again: both the version left and the one returned to took part in one reported before;
    # a version marked by another alternation — a banner turning, another job posted and taken down — is no reason
    # to keep quiet a real change back to it)
    suppress = bool(flapping and seen is not None and seen.flap_reported and left is not None and left.flap_reported)
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


BLOCK = "block"
#: a change that adds and removes more blocks than this together is no slot's rotation: its blocks are not learnt
MAX_CHURN = 16
#: block entries kept (the most recently seen first)
MAX_BLOCKS = 64


def split(variants: list[Variant]) -> tuple[list[Variant], list[Variant]]:
    """(page entries, block entries) of the stored memory."""
    return [v for v in variants if v.scope != BLOCK], [v for v in variants if v.scope == BLOCK]


def block_key(text: str) -> str:
    """A block's entry: its comparison text, hashed short (the memory is stored with the sensor's state)."""
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=8).hexdigest()


@dataclass(frozen=True)
class BlockDecision:
    #: every block the change adds comes back after being gone, every block it removes has come back before
    rotation: bool
    blocks: list[Variant]


def assess_blocks(blocks: list[Variant], added: Iterable[str], removed: Iterable[str], now: datetime, *,
                  window_s: float, max_blocks: int = MAX_BLOCKS, max_churn: int = MAX_CHURN) -> BlockDecision:
    """Decide whether a change that adds the blocks `added` and removes `removed` (block_key of each) is a known
    rotation, and return the updated block memory.

    A rotation both adds and removes: each added block is one the memory saw go (it comes back) and that has come
    back once before, each removed block has come back at least once before (both take turns). So the first showing
    of every banner is a change, and so is the first return of each (as with pages, an alternation is reported once);
    a block never seen, or one that has not come back before, is news: a job re-posted, an incident opened again, a
    price put back, the first time, even while a banner of a known rotation turns beside it. Entries older than the
    window are forgotten; blocks of a change larger than `max_churn` are not learnt (a rewrite, not a slot), but
    entries already kept are brought up to date."""
    horizon = now - timedelta(seconds=window_s)
    mem = {v.hash: v for v in blocks if v.scope == BLOCK and v.last_seen >= horizon}
    add, rem = set(added) - set(removed), set(removed) - set(added)
    rotation = bool(add and rem) and all(k in mem and not mem[k].present and mem[k].returns >= 1 for k in add) \
        and all(k in mem and mem[k].returns >= 1 for k in rem)
    learn = len(add) + len(rem) <= max_churn
    for keys, present in ((add, True), (rem, False)):
        for k in keys:
            v = mem.get(k)
            if v is not None:
                back = present and not v.present
                mem[k] = _copy(v, last_seen=now, present=present, returns=v.returns + back)
            elif learn:
                mem[k] = Variant(hash=k, first_seen=now, last_seen=now, scope=BLOCK, present=present)
    out = sorted(mem.values(), key=lambda v: v.last_seen, reverse=True)
    return BlockDecision(rotation, out[:max_blocks])
