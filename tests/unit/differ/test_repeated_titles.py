"""Entries that share a title (a changelog's recurring "Fixed an issue with reporting") keep their
identity when another one with that title is published on top of a newest-first list."""
from __future__ import annotations

from datetime import UTC, datetime

from changewire_differ.extract import unique_keys
from changewire_differ.model import Entity, PreviousState
from changewire_differ.pipeline import analyze, read

NOW = datetime(2025, 3, 9, 12, 0, tzinfo=UTC)
URL = "https://acme.test/changelog"


def _page(entries: list[tuple[str, str]]) -> bytes:
    arts = "".join(
        f'<article class="changelog-entry"><time datetime="{day}">{day}</time><h2>{title}</h2>'
        f"<p>{title}. Available to all customers on the Team plan and above.</p></article>"
        for day, title in entries)
    return (f'<!DOCTYPE html><html lang="en"><head><title>Changelog — Acme</title></head><body>'
            f'<nav><a href="/">Home</a> <a href="/pricing">Pricing</a></nav><main><h1>Changelog</h1>{arts}</main>'
            f"<footer>© 2025 Acme</footer></body></html>").encode()


#: the repeated title is the oldest entry listed (its renumbered twin would look like an archive post
#: sliding back into the list, dated before everything still listed)
OLD = [("2025-03-01", "Added audit log exports"), ("2025-02-20", "Faster search (up to 3x)"),
       ("2025-02-11", "Bulk actions for projects"), ("2025-02-02", "Added dark mode"),
       ("2025-01-24", "Fixed an issue with reporting")]


def test_a_new_entry_repeating_an_older_title_is_a_new_post() -> None:
    new = [("2025-03-08", "Fixed an issue with reporting"), *OLD]
    prev = PreviousState(doc=read(_page(OLD), kind="html", surface="changelog", url=URL))
    a = analyze(_page(new), kind="html", surface="changelog", url=URL, previous=prev, now=NOW)
    assert a.outcome == "changed", a.notes
    assert a.significance in ("meaningful", "major", "critical")
    assert a.kind == "post_published"
    assert [i.title for i in a.delta.items_added] == ["Fixed an issue with reporting"]
    assert not a.delta.items_removed


def test_dated_duplicates_are_numbered_oldest_first_and_undated_in_page_order() -> None:
    def e(key: str, day: str | None) -> Entity:
        return Entity("news_item", key, key + (day or ""), {"title": key, **({"published_at": day} if day else {})})

    dated = unique_keys([e("fix", "2025-03-08"), e("other", "2025-03-01"), e("fix", "2025-02-20")])
    assert [x.key for x in dated] == ["fix#2", "other", "fix"]
    undated = unique_keys([e("fix", None), e("fix", None)])
    assert [x.key for x in undated] == ["fix", "fix#2"]


def _judge(old: list[tuple[str, str]], new: list[tuple[str, str]]):  # type: ignore[no-untyped-def]
    prev = PreviousState(doc=read(_page(old), kind="html", surface="changelog", url=URL))
    return analyze(_page(new), kind="html", surface="changelog", url=URL, previous=prev, now=NOW)


#: a release-notes window of six entries where "Bug fixes" recurs; the list keeps the six newest
WEEKLY = [("2025-03-01", "Bug fixes"), ("2025-02-22", "Added SSO for teams"), ("2025-02-15", "Bug fixes"),
          ("2025-02-08", "Faster exports"), ("2025-02-01", "Added an audit log"), ("2025-01-25", "Bug fixes")]


def test_a_recurring_title_on_top_while_its_oldest_twin_slides_off_is_one_new_entry() -> None:
    # the numbering of every twin shifts (the oldest "Bug fixes" leaves as the newest arrives): the
    # twins pair by their dates, so nothing reads as modified and the new entry is not lost
    new = [("2025-03-08", "Bug fixes"), *WEEKLY[:-1]]
    a = _judge(WEEKLY, new)
    assert a.outcome == "changed", a.notes
    assert a.kind == "post_published", a.summary
    assert [(i.title, i.published_at[:10]) for i in a.delta.items_added] == [("Bug fixes", "2025-03-08")]
    assert not a.delta.items_removed


def test_the_only_entry_of_a_title_sliding_off_as_a_new_one_arrives_is_one_new_entry() -> None:
    old = [("2025-03-01", "Added SSO for teams"), ("2025-02-22", "Faster exports"),
           ("2025-02-15", "Added an audit log"), ("2025-02-08", "Improved billing reliability")]
    new = [("2025-03-08", "Improved billing reliability"), *old[:-1]]
    a = _judge(old, new)
    assert a.outcome == "changed", a.notes
    assert a.kind == "post_published", a.summary
    assert [(i.title, i.published_at[:10]) for i in a.delta.items_added] == [("Improved billing reliability", "2025-03-08")]
    assert not a.delta.items_removed


def test_an_entry_redated_inside_the_list_is_not_read_as_a_new_entry() -> None:
    # only the oldest entry moving above every other one reads as a new twin; a date fixed in place
    # (same title, same slot) stays the same entry
    old = [("2025-03-01", "Added SSO for teams"), ("2025-02-22", "Faster exports"),
           ("2025-02-15", "Added an audit log"), ("2025-02-08", "Improved billing reliability")]
    new = [old[0], ("2025-02-23", "Faster exports"), *old[2:]]
    a = _judge(old, new)
    assert not a.delta.items_added, a.summary
    assert not a.delta.items_removed


def test_twins_on_the_same_day_keep_the_page_numbering() -> None:
    old = [("2025-03-01", "Bug fixes"), ("2025-03-01", "Bug fixes"), ("2025-02-22", "Faster exports"),
           ("2025-02-15", "Added an audit log")]
    new = [("2025-03-08", "Added dark mode"), *old]
    a = _judge(old, new)
    assert [i.title for i in a.delta.items_added] == ["Added dark mode"]
    assert not a.delta.items_removed
