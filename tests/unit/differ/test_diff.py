"""Diffs (diff.py): paired block modifications, moves, keyed-list guards, JSON path operations."""
from __future__ import annotations

from changewire_differ.diff import Guards, diff_blocks, diff_entities, diff_fields, similarity
from changewire_differ.extract import item_entity, job_entity
from changewire_differ.model import Block, Entity, EntitySet
from changewire_differ.volatile import neutralize


def B(text: str, tag: str = "p") -> Block:
    return Block(tag, text, neutralize(text))


def test_paired_modification_added_removed_and_moves() -> None:
    old = [B("Intro"), B("We ship weekly to all customers."), B("Alpha"), B("Beta"), B("Footer line")]
    new = [B("Intro"), B("We ship daily to all customers."), B("Beta"), B("Alpha"), B("Brand new paragraph about things"), B("Footer line")]
    d = diff_blocks(old, new)
    ops = [(c.op, c.before.text if c.before else None, c.after.text if c.after else None, c.changed_words) for c in d.changes]
    assert ("modified", "We ship weekly to all customers.", "We ship daily to all customers.", 1) in ops
    assert ("added", None, "Brand new paragraph about things", 5) in ops
    assert len(ops) == 2 and d.moved == 1


def test_identical_and_volatile_only_blocks_give_no_changes() -> None:
    assert diff_blocks([B("a"), B("b")], [B("a"), B("b")]).empty
    assert diff_blocks([B("Posted 3 hours ago")], [B("Posted 5 minutes ago")]).empty
    vol = Block("p", "Rotating quote", "", "volatile")
    assert diff_blocks([B("x"), vol], [B("x")]).empty


def test_huge_lists_fall_back_to_multiset_diff() -> None:
    old = [B(f"row {i}") for i in range(3000)]
    new = list(reversed(old)) + [B("extra row")]
    d = diff_blocks(old, new, max_matrix=1000)
    assert [c.after.text for c in d.changes if c.after] == ["extra row"] and d.moved >= 2999


def test_similarity() -> None:
    assert similarity("a b c d", "a b c d") == 1.0
    assert similarity("a b c d", "a b x d") >= 0.7
    assert similarity("a b c d", "w x y z") == 0.0


def _jobs(n: int, conf: float = 0.8, sig: str = "li.ul") -> EntitySet:
    return EntitySet("job", [job_entity(f"Job {i}", "Berlin") for i in range(n)], conf, "links", sig)


def test_keyed_diff_added_removed_modified() -> None:
    old = EntitySet("job", [job_entity("A", "Berlin", department="X"), job_entity("B", "Paris")], 0.8)
    new = EntitySet("job", [job_entity("A", "Berlin", department="Y"), job_entity("C", "Rome")], 0.8)
    d = diff_entities(old, new, markup_changed=False, guards=Guards())
    assert [e.data["title"] for e in d.added] == ["C"] and [e.data["title"] for e in d.removed] == ["B"]
    assert [(o.data["department"], n.data["department"]) for o, n in d.modified] == [("X", "Y")]


def test_parse_degradation_guard_withholds_mass_removal_after_markup_change() -> None:
    d = diff_entities(_jobs(12), _jobs(2, sig="div.section"), markup_changed=True, guards=Guards())
    assert not d.removed and len(d.withheld) == 10 and "parse degradation" in d.note and not d.removals_trusted
    # the same loss without a markup change is real (a hiring freeze)
    d = diff_entities(_jobs(12), _jobs(2), markup_changed=False, guards=Guards())
    assert len(d.removed) == 10 and d.removals_trusted


def test_low_confidence_extraction_never_reports_removals() -> None:
    d = diff_entities(_jobs(3, conf=0.4), _jobs(1, conf=0.4), markup_changed=False, guards=Guards())
    assert not d.removed and len(d.withheld) == 2 and not d.removals_trusted


def test_sliding_feed_window_is_additions_not_removals() -> None:
    def items(titles: list[str]) -> EntitySet:
        return EntitySet("news_item", [item_entity(t, f"https://x.test/{t}", f"2025-03-{10 - i:02d}") for i, t in enumerate(titles)], 0.95)

    d = diff_entities(items(["c", "b", "a"]), items(["e", "d", "c"]), markup_changed=False, guards=Guards(), window=True)
    assert [e.data["title"] for e in d.added] == ["e", "d"] and not d.removed and "window slide" in d.note
    # an item deleted from the middle of the window is a real removal
    d = diff_entities(items(["c", "b", "a"]), items(["c", "a"]), markup_changed=False, guards=Guards(), window=True)
    assert [e.data["title"] for e in d.removed] == ["b"]


def test_partial_sitemap_is_not_mass_removal() -> None:
    def pages(n: int) -> EntitySet:
        return EntitySet("page", [Entity("page", f"https://x.test/{i}", "fp", {"url": f"https://x.test/{i}"}) for i in range(n)], 0.95)

    d = diff_entities(pages(100), pages(30), markup_changed=False, guards=Guards())
    assert not d.removed and "partial sitemap" in d.note
    d = diff_entities(pages(100), pages(95), markup_changed=False, guards=Guards())
    assert len(d.removed) == 5


def test_field_ops_group_whole_list_elements() -> None:
    old = {"$.plans[id=pro].price": 29, "$.plans[id=pro].name": "Pro", "$.plans[id=old].price": 9, "$.title": "A"}
    new = {"$.plans[id=pro].price": 39, "$.plans[id=pro].name": "Pro", "$.plans[id=new].price": 99, "$.plans[id=new].name": "New",
           "$.title": "A"}
    ops = {(o.op, o.path): (o.before, o.after) for o in diff_fields(old, new)}
    assert ops == {("replace", "$.plans[id=pro].price"): (29, 39), ("remove", "$.plans[id=old]"): ({"price": 9}, None),
                   ("add", "$.plans[id=new]"): (None, {"price": 99, "name": "New"})}
