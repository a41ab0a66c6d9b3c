"""decide.py: recover / migrate / review / wait from probe results; triggers and the attempt interval."""
from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from changewire_repair.decide import (
    Migrate, Probe, Recover, Review, Wait, attempt_due, decide, is_trigger, needs_repair, retired_config_patch,
    successor_config, trivially_same,
)
from changewire_repair.identity import Identity

URL = "https://acme.test/careers"
SAME = Identity(distance=3, ratio=0.93, score=0.93, match=True, words=300)
ALIKE = Identity(distance=11, ratio=0.55, score=0.66, match=True, words=300)
OTHER = Identity(distance=30, ratio=0.12, score=0.12, match=False, words=300)


def probe(url: str = URL, source: str = "retry", status: int | None = 200, ident: Identity | None = None,
          final: str | None = None, failure: str | None = None) -> Probe:
    return Probe(url=url, source=source, final_url=final or url, status=status, failure=failure, identity=ident)


@pytest.mark.parametrize("to, expected", [
    ("failing", True), ("stale", True), ("redirected", True),
    ("active", False), ("pending", False), ("retired", False), ("blocked", False),
])
def test_trigger_statuses(to: str, expected: bool) -> None:
    assert is_trigger(to) is expected


@pytest.mark.parametrize("status, removed, expected", [
    ("failing", 0, True), ("stale", 0, True), ("redirected", 0, True),
    ("active", 1, False), ("active", 2, True), ("pending", 3, True),
    ("blocked", 9, False), ("retired", 9, False),
])
def test_needs_repair(status: str, removed: int, expected: bool) -> None:
    assert needs_repair(status, removed, 2) is expected


@pytest.mark.parametrize("status, expected", [
    ("active", True), ("pending", True), ("failing", True), ("blocked", False), ("retired", False),
])
def test_a_live_sensor_whose_runs_land_elsewhere_needs_repair(status: str, expected: bool) -> None:
    # a page moved with a 301: every run still answers (through the old address), so nothing fails
    assert needs_repair(status, 0, 2, moved=True) is expected


def test_attempt_interval() -> None:
    now = datetime(2025, 1, 1, 12, tzinfo=UTC)
    assert attempt_due(None, now, 3600)
    assert not attempt_due(now - timedelta(minutes=59), now, 3600)
    assert attempt_due(now - timedelta(hours=1), now, 3600)


def test_url_back_with_same_content_recovers() -> None:
    d = decide(URL, probe(ident=SAME), [], has_reference=True)
    assert isinstance(d, Recover) and d.score == pytest.approx(0.93)


def test_url_back_without_a_snapshot_recovers() -> None:
    assert isinstance(decide(URL, probe(ident=None), [], has_reference=False), Recover)


def test_redirect_to_the_same_content_migrates_to_the_final_url() -> None:
    retry = probe(final="https://acme.test/about/careers", ident=SAME)
    d = decide(URL, retry, [], has_reference=True)
    assert isinstance(d, Migrate)
    assert d.url == "https://acme.test/about/careers" and d.source == "retry"


def test_best_scoring_candidate_wins() -> None:
    retry = probe(status=404)
    cands = [probe("https://acme.test/jobs", "nav", ident=ALIKE),
             probe("https://acme.test/company/join-us", "nav", ident=SAME),
             probe("https://acme.test/team", "sitemap", ident=OTHER)]
    d = decide(URL, retry, cands, has_reference=True)
    assert isinstance(d, Migrate) and d.url == "https://acme.test/company/join-us" and d.score == pytest.approx(0.93)


def test_candidate_that_redirects_migrates_to_where_it_lands() -> None:
    cands = [probe("https://acme.test/jobs", "nav", ident=SAME, final="https://acme.test/jobs/open")]
    d = decide(URL, probe(status=404), cands, has_reference=True)
    assert isinstance(d, Migrate) and d.url == "https://acme.test/jobs/open"


def test_unrelated_page_at_the_same_url_goes_to_review_not_migration() -> None:
    cands = [probe("https://acme.test/blog", "nav", ident=OTHER)]
    d = decide(URL, probe(ident=OTHER), cands, has_reference=True)
    assert isinstance(d, Review)
    assert [c.url for c in d.candidates] == [URL, "https://acme.test/blog"]
    assert "different content" in d.reason


def test_unrelated_page_at_the_same_url_but_content_found_elsewhere_migrates() -> None:
    cands = [probe("https://acme.test/jobs", "nav", ident=SAME)]
    d = decide(URL, probe(ident=OTHER), cands, has_reference=True)
    assert isinstance(d, Migrate) and d.url == "https://acme.test/jobs"


def test_without_a_snapshot_a_redirect_is_not_proof() -> None:
    retry = probe(final="https://acme.test/about/careers", ident=None)
    d = decide(URL, retry, [], has_reference=False)
    assert isinstance(d, Review)


def test_gone_page_without_candidates_goes_to_review() -> None:
    d = decide(URL, probe(status=404), [], has_reference=True)
    assert isinstance(d, Review) and "gone" in d.reason


def test_nothing_answers_waits() -> None:
    retry = probe(status=None, failure="DNS")
    cands = [probe("https://acme.test/jobs", "nav", status=503)]
    d = decide(URL, retry, cands, has_reference=True)
    assert isinstance(d, Wait) and "DNS" in d.reason


def test_a_match_on_the_old_url_through_another_path_is_not_a_migration() -> None:
    cands = [probe("https://acme.test/c", "nav", ident=SAME, final=URL + "/")]
    d = decide(URL, probe(status=500), cands, has_reference=True)
    assert not isinstance(d, Migrate)


def test_probe_dict_for_the_cli() -> None:
    p = probe("https://acme.test/jobs", "nav", ident=SAME, final="https://acme.test/jobs/open")
    d = p.as_dict()
    assert d["final_url"] == "https://acme.test/jobs/open" and d["score"] == 0.93 and d["match"] is True
    assert probe(status=404).as_dict()["score"] is None


def test_configs_of_a_migration() -> None:
    now = datetime(2025, 1, 1, tzinfo=UTC)
    old = {"selector": "main", "redirect_url": "https://x", "last_repair_at": "t", "successor_id": 3}
    new = successor_config(old, 7, 0.91234, now)
    assert new["selector"] == "main" and new["predecessor_id"] == 7
    assert "redirect_url" not in new and "last_repair_at" not in new and "successor_id" not in new
    assert new["repair"]["identity_score"] == 0.9123
    patch = retired_config_patch(9, 0.9, "https://acme.test/jobs", now)
    assert patch["successor_id"] == 9 and patch["repair"]["decision"] == "migrated"


def test_soft_404_counts_as_gone() -> None:
    retry = probe(status=200, failure="PAGE_REMOVED")
    assert retry.gone and not retry.ok
    d = decide(URL, retry, [], has_reference=True)
    assert isinstance(d, Review) and "gone" in d.reason


@pytest.mark.parametrize("final", [
    "https://acme.test/careers/", "http://acme.test/careers", "https://www.acme.test/careers",
    "https://ACME.test:443/careers",
])
def test_a_redirect_to_the_canonical_form_migrates_even_without_a_snapshot(final: str) -> None:
    d = decide(URL, probe(final=final, ident=None), [], has_reference=False)
    # (a host is case-insensitive: the successor is written in lower case, as every other one)
    assert isinstance(d, Migrate) and d.url == final.replace("ACME", "acme") and d.score == 1.0
    d = decide(URL, probe(final=final, ident=SAME), [], has_reference=True)
    assert isinstance(d, Migrate) and d.score == pytest.approx(0.93)


def test_a_canonical_redirect_to_other_content_is_not_trivial() -> None:
    d = decide(URL, probe(final="https://acme.test/careers/", ident=OTHER), [], has_reference=True)
    assert isinstance(d, Review)


@pytest.mark.parametrize("a, b, same", [
    ("http://acme.test/careers", "https://www.acme.test/careers/", True),
    ("https://acme.test/careers", "https://acme.test/jobs", False),
    ("https://acme.test/careers?x=1", "https://acme.test/careers", False),
    ("https://blog.acme.test/", "https://acme.test/", False),
])
def test_trivially_same(a: str, b: str, same: bool) -> None:
    assert trivially_same(a, b) is same
