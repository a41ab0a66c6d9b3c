"""Scoring, selection (one per surface, jobs_board beside careers, feeds beside blog/newsroom, cap) and
seeding values (interval × tier, tier letter, first run, priority, quality)."""
from __future__ import annotations

import random
from datetime import UTC, datetime

import pytest

from changewire_common.vocab import DiscoveryMethod as M
from changewire_common.vocab import SensorKind as K
from changewire_common.vocab import Surface as S
from changewire_discovery.select import (
    Candidate, base_interval_s, depth_factor, first_run_at, merge, priority, quality_score, score, select, tier_for,
)


def c(surface: S, url: str, method: M = M.NAV, conf: float = 0.9, verified: bool | None = True, **kw: object) -> Candidate:
    return Candidate(surface, url, method, conf, verified, **kw)  # type: ignore[arg-type]


def test_score_formula() -> None:
    x = c(S.CAREERS, "https://a.com/careers", M.SITEMAP, 0.8, None)
    assert score(x) == pytest.approx(0.8 * 0.7 * 0.75 * 1.0)
    assert score(c(S.CAREERS, "https://a.com/a/b/careers", verified=True)) == pytest.approx(0.9 * depth_factor(3))
    assert score(c(S.CAREERS, "https://a.com/careers", verified=False)) == 0


def test_one_per_surface_best_wins() -> None:
    sel = select([c(S.PRICING, "https://a.com/pricing", M.SITEMAP, 0.7, None),
                  c(S.PRICING, "https://a.com/plans", M.NAV, 0.9, True)], 10)
    assert [x.url for x in sel] == ["https://a.com/plans"]


def test_jobs_board_beside_careers_and_feeds_beside_blog_and_newsroom() -> None:
    cands = [
        c(S.CAREERS, "https://a.com/careers"),
        c(S.JOBS_BOARD, "https://boards-api.greenhouse.io/v1/boards/a/jobs", M.ATS, 0.95, True, kind=K.ATS),
        c(S.BLOG, "https://a.com/blog"), c(S.NEWSROOM, "https://a.com/news"),
        c(S.FEED, "https://a.com/blog/feed", M.FEED, 0.9, None, kind=K.FEED, parent=S.BLOG),
        c(S.FEED, "https://a.com/news/rss", M.FEED, 0.9, None, kind=K.FEED, parent=S.NEWSROOM),
        c(S.FEED, "https://a.com/comments/x.rss", M.FEED, 0.5, None, kind=K.FEED, parent=S.BLOG),
    ]
    sel = select(cands, 20)
    surfaces = [str(x.surface) for x in sel]
    assert surfaces.count("feed") == 2 and "jobs_board" in surfaces and "careers" in surfaces
    assert {x.url for x in sel if x.surface is S.FEED} == {"https://a.com/blog/feed", "https://a.com/news/rss"}


def test_cap_in_importance_order() -> None:
    cands = [c(s, f"https://a.com/{s}") for s in (S.CONTACT, S.LEGAL, S.CAREERS, S.PRICING, S.TEAM)]
    assert [x.surface for x in select(cands, 2)] == [S.CAREERS, S.PRICING]


def test_a_url_serves_one_surface() -> None:
    sel = select([c(S.BLOG, "https://a.com/news", conf=0.6), c(S.NEWSROOM, "https://a.com/news/", conf=0.9)], 10)
    assert [x.surface for x in sel] == [S.NEWSROOM]


def test_merge_keeps_verification() -> None:
    m = merge([c(S.PRICING, "https://a.com/pricing", M.SITEMAP, 0.7, None),
               c(S.PRICING, "https://www.a.com/pricing/", M.NAV, 0.9, True)])
    assert len(m) == 1 and m[0].verified is True and m[0].method is M.NAV
    failed = merge([c(S.PRICING, "https://a.com/pricing", verified=False), c(S.PRICING, "https://a.com/pricing", verified=True)])
    assert failed[0].verified is False


@pytest.mark.parametrize("surface,tier,expected", [
    (S.CAREERS, 3, 6 * 3600), (S.CAREERS, 1, 3 * 3600), (S.JOBS_BOARD, 2, int(3 * 3600 * 0.75)),
    (S.STATUS, 1, 300), (S.CONTACT, 4, 7 * 86400), (S.FEED, 4, 5400),
])
def test_base_interval(surface: S, tier: int, expected: int) -> None:
    assert base_interval_s(surface, tier) == expected


def test_tier_letter_priority_quality() -> None:
    assert tier_for(600) == "A" and tier_for(6 * 3600) == "C" and tier_for(7 * 86400) == "E"
    assert priority(1.0, S.CAREERS) == pytest.approx(1.0)
    assert priority(0.0, S.CONTACT) == pytest.approx(0.3 + 0.2 * 0.2)
    q = quality_score(c(S.CAREERS, "https://a.com/careers", M.NAV, 0.9, True))
    assert q == pytest.approx(100 * 0.9 * (0.5 + 0.5 * 1.0) * 1.0)
    assert quality_score(c(S.CAREERS, "https://a.com/careers", M.SITEMAP, 0.9, None)) < q


def test_first_run() -> None:
    now = datetime(2026, 1, 1, tzinfo=UTC)
    assert first_run_at(now, 3600, random.Random(1), fetch_now=True) == now
    rng = random.Random(7)
    for _ in range(50):
        t = first_run_at(now, 3600, rng, fetch_now=False)
        assert now <= t <= now.replace(hour=1)
