"""Flip-flop detection (flap.py): A → B → A is a change, reported once; later alternations are not."""
from __future__ import annotations

from datetime import UTC, datetime, timedelta

from changewire_differ.flap import assess, assess_blocks, block_key, remember, split

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


# -- the memory of blocks (assess_blocks): a slot rotating among a known set, on a page that changes for real too

def _swaps(seq: list[str], start: datetime = T0) -> list[bool]:
    """Each change of a one-slot rotation showing seq[0], seq[1], …: whether assess_blocks calls it a rotation."""
    mem: list = []
    out = []
    for i, (old, new) in enumerate(zip(seq, seq[1:])):
        d = assess_blocks(mem, [new], [old], start + timedelta(hours=i), window_s=W)
        out.append(d.rotation)
        mem = d.blocks
    return out


def test_a_rotation_is_known_once_its_blocks_have_taken_turns() -> None:
    # a→b, b→c: first showings; c→a, a→b, b→c: the first return of a, of b, of c (reported once, as the page memory
    # reports an alternation once: red team 31, a job re-posted beside a turning banner was the rotation before);
    # c→a: a comes back again and c has come back before
    assert _swaps(["a", "b", "c", "a", "b", "c", "a"]) == [False, False, False, False, False, True]


def test_a_block_never_seen_is_news_even_among_known_ones() -> None:
    mem: list = []
    for i, (old, new) in enumerate(zip("abab", "baba")):
        mem = assess_blocks(mem, [new], [old], T0 + timedelta(hours=i), window_s=W).blocks
    # the slot shows a (known) and a new block appears elsewhere: not all added blocks come back
    d = assess_blocks(mem, ["b", "job"], ["a"], T0 + timedelta(hours=5), window_s=W)
    assert not d.rotation
    # the next turn of the slot, the new block staying: the rotation again
    assert assess_blocks(d.blocks, ["a"], ["b"], T0 + timedelta(hours=6), window_s=W).rotation


def test_only_adding_or_only_removing_is_no_rotation() -> None:
    mem: list = []
    for i, (old, new) in enumerate(zip("abab", "baba")):
        mem = assess_blocks(mem, [new], [old], T0 + timedelta(hours=i), window_s=W).blocks
    assert not assess_blocks(mem, [], ["a"], T0 + timedelta(hours=5), window_s=W).rotation
    assert not assess_blocks(mem, ["b"], [], T0 + timedelta(hours=5), window_s=W).rotation


def test_blocks_are_forgotten_after_the_window_and_big_rewrites_are_not_learnt() -> None:
    mem: list = []
    for i, (old, new) in enumerate(zip("abab", "baba")):
        mem = assess_blocks(mem, [new], [old], T0 + timedelta(hours=i), window_s=W).blocks
    assert not assess_blocks(mem, ["a"], ["b"], T0 + timedelta(days=30), window_s=W).rotation
    rewrite = assess_blocks([], [f"n{i}" for i in range(20)], [f"o{i}" for i in range(20)], T0, window_s=W)
    assert rewrite.blocks == [] and not rewrite.rotation
    capped = assess_blocks([], [f"n{i}" for i in range(8)], [f"o{i}" for i in range(8)], T0, window_s=W, max_blocks=5)
    assert len(capped.blocks) == 5


def test_page_and_block_entries_share_the_stored_list_apart() -> None:
    pages = remember([], "A", T0, window_s=W, max_variants=20)
    blocks = assess_blocks([], ["x"], ["y"], T0, window_s=W).blocks
    p, b = split(pages + blocks)
    assert [v.hash for v in p] == ["A"] and {v.scope for v in b} == {"block"} and len(b) == 2
    # the page memory ignores block entries: B is a page never seen, whatever blocks are kept
    assert not assess(p, "A", "B", T0 + timedelta(hours=1), window_s=W, max_variants=20).flapping
    assert block_key("Winter Sale") == block_key("Winter Sale") != block_key("Winter sale")


def _status_page(incident: str | None) -> bytes:
    top = (f'<div class="unresolved-incident"><div class="incident-title"><a href="/incidents/1">{incident}</a></div>'
           '<div class="update"><strong>Investigating</strong> - We are looking into it.</div></div>'
           if incident else '<div class="page-status status-none"><span class="status">All Systems Operational</span></div>')
    comp = "".join(f'<div class="component-inner-container"><span class="name">{c}</span><span class="component-status">'
                   f'{"Partial Outage" if incident and c == "API" else "Operational"}</span></div>'
                   for c in ("API", "Dashboard"))
    return (f'<!DOCTYPE html><html><head><title>Paynode Status</title></head><body><h1>Paynode</h1>{top}{comp}'
            '</body></html>').encode()


def test_a_status_page_back_to_all_operational_says_the_incident_resolved_and_no_flip_flop_note() -> None:
    """Each incident resolved brings the page back to "All Systems Operational" as it was before: the status page's
    life, not a flip-flop. It is reported as the incident resolved, without "further alternations will not be
    reported" (the next incident is reported whatever such a note says), and so is the second one."""
    from changewire_differ.model import PreviousState
    from changewire_differ.pipeline import analyze

    url, t = "https://status.paynode.example/", datetime(2026, 12, 1, tzinfo=UTC)
    r = analyze(_status_page(None), url=url, content_type="text/html", now=t)
    doc, variants = r.doc, r.variants
    seen = []
    for incident in ("Elevated API error rates", None, "Delayed webhooks", None):
        t += timedelta(hours=6)
        prev = PreviousState(doc=doc, variants=variants, latest_visible_hash=doc.visible_hash,
                             latest_normalized_hash=doc.normalized_hash, latest_structured_hash=doc.structured_hash)
        r = analyze(_status_page(incident), url=url, content_type="text/html", previous=prev, now=t)
        assert r.outcome == "changed", (incident, r.outcome)
        seen.append((r.significance, r.summary))
        doc, variants = r.doc, r.variants
    assert all(sig in ("meaningful", "major", "critical") for sig, _ in seen), seen
    assert all("further alternations" not in s and "alternating content" not in s for _, s in seen), seen
    assert "resolved" in seen[1][1] and "resolved" in seen[3][1], seen
