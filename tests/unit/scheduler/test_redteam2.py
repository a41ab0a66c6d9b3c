"""Scheduler red-team round 2 (pure): outcome sequences as real sensors produce them over weeks, driven by
a simulated clock (each check happens at the `next_run_at` the previous decision chose, and sees a change
only if the simulated site changed since the previous check), checked against DESIGN.md "Scheduling".

Cases (grouped):
- a careers page changing every day for two weeks, then quiet for a month (bursts, detection delay,
  growth to the 7-day cap, the change-rate estimate falling);
- a status page quiet for four months (×1.25 growth from 10 min to the cap, monotone, jitter bounds);
- a blog posting weekly on Tuesdays for eight weeks (every post found, within two days);
- a page flapping between two versions (A/B test) — burst kept, every check counted as a change;
- a pricing page with intermittent 5xx (one run in ten) over six weeks: never `failing`, quality high;
- a 429 storm on a jobs board: `failing` at the 4th RATE_LIMIT, ×3 back-off capped, recovery;
- robots.txt unavailable for a day (24 hourly `skipped`): nothing but next_run_at moves;
- bot challenges on every other run (no review, never `failing`) and bot challenges interleaved with
  other failure classes inside one failure run (a `blocked_source` review item);
- a domain whose daily budget runs out: skipped until the next UTC midnight, a skip_until in the past
  (clock jump) due at once;
- every surface's base interval and tier letter at tiers 1 and 3; the tier boundaries;
- jitter: a thousand sensors baselined in the same second spread over ±10 %, no herd;
- clock jumps: an outcome stamped ahead of the scheduler's clock, then one stamped before the
  previous success; outcomes stamped in a +02:00 / +01:00 offset across a DST change;
- a feed failing by timeouts: `failing` at 4, `stale` at 6, still scheduled at its long interval;
- a parse failure run through snapshot.stored (PARSING threshold 3, counted as fetched ok + failed);
- periodic jobs (cron in a time zone) across DST: a fixed-time job on fall-back days in Berlin, Havana
  (midnight), Lord Howe (30 minutes) and a weekly one in New York; a 02:30 daily job for a year in four
  zones; */30, hourly and */10 jobs keeping their real-time rhythm across both changes;
- a BURST_DECAY an operator may set (1.0 must be refused: the burst would never end);
- a status page (tier 2) posting an incident and nine updates 20 minutes apart: 5-minute burst, back
  to the 7.5-minute base, every later update seen within 1.25 base intervals, then growth;
- every failure class but ROBOTS seven times on a changelog, then a success: `failing` at the class's
  threshold, `stale` at 6, the class's multiplier each step (capped), `recovered from stale`.

Wrong on the code before this round (3b183b4): 12 of 79 cases —
- 4 interleaved-challenge sequences (and round 1's strict xfail on the same rule): only the latest
  failure class was stored, so BOT_CHALLENGE, RATE_LIMIT, BOT_CHALLENGE opened no review item; fixed:
  the scheduler counts the bot challenges of the current failure run (sensors.failure_run_challenges,
  migration 0604, back-filled to 1 where the run's latest failure was a challenge); a success resets
  it, other classes and skips keep it; round 1's `fold` carries the counter and its xfail is gone;
- 7 cron cases: a fixed-time job (`30 2 * * *`, `0 0 * * *` in Havana, `@daily`) fired twice on a
  fall-back day (croniter yields the repeated wall time in both offsets); fixed: when the hour field is
  fixed the second occurrence is skipped (Vixie cron / systemd behaviour); wildcard and step hours still
  fire in both offsets;
- BURST_DECAY = 1.0 was accepted (a sensor that changed once stayed at base / 4 for good); now > 1.
xfail: none. Expectations revised (my slips, not the code's): a 6-step ×1.5 walk rounds at each step
(41,007 s, not round(3600 × 1.5⁶)); 1,000 uniform draws over 4,320 s give ≈ 893 distinct seconds, not
> 900; a weekly blog costs about a dozen checks a week (90 min, 3 h, 6 h then ×1.25), not 4–5 dozen in
two months; a status page's interval keeps growing in the quiet hours before an incident, so the
incident's first post is found within the interval then in force, not within the 2 h it started at,
and the stable row grows from the check after the interval is back at base (562 s, not ≤ 450 s).
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from datetime import UTC, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

import pytest

from changewire_common.errors import ConfigError
from changewire_scheduler.claims import Candidate, pick_claims
from changewire_scheduler.cron import next_fire, parse_schedule
from changewire_scheduler.policy import (
    OutcomeKind,
    RunDecision,
    RunOutcome,
    SensorState,
    StatusPolicy,
    decide_run,
)
from changewire_scheduler.schedule import SchedulePolicy, base_interval_s, tier_for_interval
from changewire_scheduler.settings import SchedulerSettings

M = 60
H = 3600
D = 86400
MAX = 7 * D
T0 = datetime(2026, 9, 7, 8, 0, tzinfo=UTC)  # a Monday
SCHED = SchedulePolicy.from_settings(SchedulerSettings())
POL = StatusPolicy()


def st(**kw: object) -> SensorState:
    base: dict[str, object] = {"sensor_id": 41, "status": "active", "surface": "careers", "company_tier": 3,
                               "current_interval_s": 6 * H, "url": "https://jobs.nordlicht-energie.test/karriere",
                               "quality_score": 90.0}
    base.update(kw)
    return SensorState(**base)  # type: ignore[arg-type]


def fold(state: SensorState, d: RunDecision) -> SensorState:
    """The state the store would load for the next run after writing decision `d`."""
    status = d.status_change.to_status if d.status_change is not None else state.status
    extra = {}
    if hasattr(d, "failure_run_challenges"):
        extra["failure_run_challenges"] = d.failure_run_challenges
    return replace(state, status=status, current_interval_s=d.current_interval_s,
                   consecutive_unchanged=d.consecutive_unchanged, consecutive_failures=d.consecutive_failures,
                   last_failure_class=d.last_failure_class, checks_total=d.checks_total,
                   checks_changed=d.checks_changed, quality_score=d.quality_score, last_success_at=d.last_success_at,
                   rate=d.rate, **extra)


def unchanged(at: datetime, kind: OutcomeKind = OutcomeKind.UNCHANGED) -> RunOutcome:
    conf = None if kind is OutcomeKind.NOT_MODIFIED else 1.0
    return RunOutcome(kind, at, extraction_confidence=conf, source="fetch" if conf is None else "snapshot")


def changed(at: datetime, sig: str = "meaningful") -> RunOutcome:
    return RunOutcome(OutcomeKind.CHANGED, at, significance=sig, extraction_confidence=1.0, source="snapshot")


def fail(cls: str, at: datetime = T0) -> RunOutcome:
    return RunOutcome(OutcomeKind.FAILED, at, failure_class=cls)


def skipped(until: datetime | None, at: datetime = T0) -> RunOutcome:
    return RunOutcome(OutcomeKind.SKIPPED, at, skip_until=until)


class Check:
    def __init__(self, at: datetime, outcome: RunOutcome, state: SensorState, d: RunDecision) -> None:
        self.at, self.outcome, self.state, self.d = at, outcome, state, d


def simulate(state: SensorState, start: datetime, end: datetime, change_times: list[datetime],
             fails: dict[int, str] | None = None, seed: int = 11) -> list[Check]:
    """Check at each chosen next_run_at until `end`. A check sees `changed` (meaningful) when the site
    changed since the previous check; check number i (0-based) fails with class fails[i] instead."""
    rng = random.Random(seed)
    fails = fails or {}
    out: list[Check] = []
    now = start
    last = start
    pending = sorted(change_times)
    i = 0
    while now < end:
        if i in fails:
            o = fail(fails[i], now)
        elif pending and pending[0] <= now:
            while pending and pending[0] <= now:
                pending.pop(0)
            o = changed(now)
        else:
            o = unchanged(now)
        d = decide_run(state, o, now, SCHED, POL, rng)
        state = fold(state, d)
        out.append(Check(now, o, state, d))
        # the gap chosen is the interval × U(0.9, 1.1)
        gap = (d.next_run_at - now).total_seconds()
        assert 0.9 * d.current_interval_s - 1e-6 <= gap <= 1.1 * d.current_interval_s + 1e-6
        assert SCHED.min_s <= d.current_interval_s <= MAX
        last, now = now, d.next_run_at
        i += 1
    del last
    return out


def detection_delays(checks: list[Check], change_times: list[datetime]) -> list[float]:
    """For each site change, seconds until the first check at or after it (inf if never)."""
    out = []
    for t in change_times:
        after = [c.at for c in checks if c.at >= t]
        out.append((after[0] - t).total_seconds() if after else float("inf"))
    return out


def walk(state: SensorState, outcomes: list[RunOutcome], seed: int = 5,
         start: datetime = T0) -> list[tuple[SensorState, RunDecision]]:
    """Apply outcomes one by one, an hour apart."""
    rng = random.Random(seed)
    out = []
    for i, o in enumerate(outcomes):
        now = start + timedelta(hours=i)
        o = replace(o, observed_at=now)
        d = decide_run(state, o, now, SCHED, POL, rng)
        state = fold(state, d)
        out.append((state, d))
    return out


# ---------------------------------------------------------------- weeks of real-looking behaviour


def test_careers_page_changing_daily_then_quiet_for_a_month() -> None:
    # new postings go up every morning at 09:00 UTC for two weeks, then the hiring freeze
    changes = [T0.replace(hour=9) + timedelta(days=k) for k in range(14)]
    busy_end = changes[-1] + timedelta(hours=12)
    checks = simulate(st(last_success_at=T0 - timedelta(hours=6)), T0, T0 + timedelta(days=45), changes)
    delays = detection_delays(checks, changes)
    assert max(delays) <= 12 * H  # each day's postings are seen the same day
    assert sum(c.outcome.kind is OutcomeKind.CHANGED for c in checks) == 14
    for c in checks:
        if c.outcome.kind is OutcomeKind.CHANGED:
            assert c.d.current_interval_s == 90 * M and c.d.tier == "B"
    quiet = [c for c in checks if c.at > changes[-1] + timedelta(hours=1)]
    ivals = [c.d.current_interval_s for c in quiet]
    assert ivals == sorted(ivals)  # only grows while nothing changes
    assert ivals[-1] == MAX and quiet[-1].d.tier == "E"
    assert {c.state.status for c in checks} == {"active"}
    busy_rate = [c.d.change_rate_per_s for c in checks if c.at <= busy_end][-1]
    end_rate = checks[-1].d.change_rate_per_s
    assert busy_rate is not None and end_rate is not None and end_rate < busy_rate / 3
    # a month of quiet at the cap costs few checks: growth from 90 min reaches 7 days in about 3 weeks
    assert len([c for c in quiet if c.at > changes[-1] + timedelta(days=25)]) <= 4


def test_status_page_quiet_for_four_months() -> None:
    checks = simulate(st(surface="status", current_interval_s=10 * M, last_success_at=T0), T0,
                      T0 + timedelta(days=120), [])
    ivals = [c.d.current_interval_s for c in checks]
    expected = [min(MAX, round(600 * 1.25))]
    while len(expected) < len(ivals):
        expected.append(min(MAX, round(expected[-1] * 1.25)))
    assert ivals == expected
    assert ivals[-1] == MAX
    assert all(c.state.consecutive_failures == 0 for c in checks)
    assert checks[-1].state.consecutive_unchanged == len(checks)


def test_blog_posting_weekly_on_tuesdays() -> None:
    posts = [T0 + timedelta(days=1 + 7 * k, hours=7, minutes=30) for k in range(8)]  # Tuesdays 15:30 UTC
    checks = simulate(st(surface="blog", current_interval_s=6 * H, last_success_at=T0), T0,
                      T0 + timedelta(days=60), posts)
    delays = detection_delays(checks, posts)
    assert max(delays) <= 2 * D
    assert sum(c.outcome.kind is OutcomeKind.CHANGED for c in checks) == 8
    # about a dozen checks a week (90 min, 3 h, 6 h, then ×1.25 up to the next post), far fewer than a
    # fixed 6-hour schedule (240 in two months)
    assert 60 <= len(checks) <= 110


def test_ab_test_flapping_keeps_the_burst_and_counts_every_check_as_a_change() -> None:
    start = T0
    seq = [changed(start) for _ in range(30)]
    steps = walk(st(surface="pricing", company_tier=2, current_interval_s=9 * H), seq)
    assert {d.current_interval_s for _, d in steps} == {9 * H // 4}
    assert steps[-1][0].checks_changed == 30 and steps[-1][0].consecutive_unchanged == 0


def test_pricing_page_with_one_5xx_in_ten_runs_over_six_weeks() -> None:
    fails = {i: "HTTP_5XX" for i in range(3, 400, 10)}
    checks = simulate(st(surface="pricing", current_interval_s=12 * H, last_success_at=T0), T0,
                      T0 + timedelta(days=42), [], fails=fails)
    assert {c.state.status for c in checks} == {"active"}
    assert all(c.d.status_change is None and c.d.review is None for c in checks)
    assert max(c.state.consecutive_failures for c in checks) == 1
    assert min(c.d.quality_score for c in checks) > 75
    prev = 12 * H
    for c in checks:
        if c.outcome.kind is OutcomeKind.FAILED:
            assert c.d.current_interval_s == min(MAX, round(prev * 1.5))
        prev = c.d.current_interval_s


def test_429_storm_on_a_jobs_board_then_recovery() -> None:
    seq = [fail("RATE_LIMIT")] * 5 + [unchanged(T0), unchanged(T0)]
    steps = walk(st(surface="jobs_board", current_interval_s=3 * H), seq)
    assert [s.status for s, _ in steps] == ["active"] * 3 + ["failing", "failing", "active", "active"]
    assert [d.current_interval_s for _, d in steps][:5] == [9 * H, 27 * H, 81 * H, MAX, MAX]
    fc = steps[3][1].status_change
    assert fc is not None and fc.failure_class == "RATE_LIMIT" and "4 consecutive" in fc.reason
    rec = steps[5][1].status_change
    assert rec is not None and rec.reason == "recovered from failing"
    assert steps[5][0].consecutive_failures == 0 and steps[5][0].last_failure_class == "RATE_LIMIT"
    assert all(d.review is None for _, d in steps)


def test_robots_txt_unavailable_for_a_day() -> None:
    s0 = st(consecutive_failures=1, last_failure_class="TIMEOUT", checks_total=40, last_success_at=T0)
    seq = [skipped(T0 + timedelta(hours=i + 1, minutes=2)) for i in range(24)]
    steps = walk(s0, seq)
    for i, (s, d) in enumerate(steps):
        assert d.next_run_at == T0 + timedelta(hours=i + 1, minutes=2)
        assert d.current_interval_s == 6 * H and d.counts == ("skipped",)
        assert d.status_change is None and d.review is None
        assert (s.status, s.consecutive_failures, s.checks_total, s.quality_score) == ("active", 1, 40, 90.0)
        assert s.last_success_at == T0


def test_bot_challenge_on_every_other_run() -> None:
    seq = [fail("BOT_CHALLENGE") if i % 2 == 0 else unchanged(T0) for i in range(12)]
    steps = walk(st(), seq)
    assert all(d.review is None for _, d in steps)
    assert {s.status for s, _ in steps} == {"active"}
    assert max(s.consecutive_failures for s, _ in steps) == 1


def _seq(spec: str) -> list[RunOutcome]:
    out = []
    for tok in spec.split():
        if tok == "ok":
            out.append(unchanged(T0))
        elif tok == "304":
            out.append(unchanged(T0, OutcomeKind.NOT_MODIFIED))
        elif tok == "skip":
            out.append(skipped(T0 + timedelta(days=1)))
        else:
            out.append(fail(tok))
    return out


@pytest.mark.parametrize(("spec", "review_at"), [
    ("BOT_CHALLENGE RATE_LIMIT BOT_CHALLENGE", 2),
    ("BOT_CHALLENGE TIMEOUT TIMEOUT BOT_CHALLENGE", 3),
    ("BOT_CHALLENGE HTTP_5XX skip BOT_CHALLENGE", 3),
    ("HTTP_4XX BOT_CHALLENGE HTTP_4XX BOT_CHALLENGE", 3),
    ("BOT_CHALLENGE BOT_CHALLENGE", 1),
    ("BOT_CHALLENGE ok RATE_LIMIT BOT_CHALLENGE", None),
    ("BOT_CHALLENGE 304 BOT_CHALLENGE", None),
    ("RATE_LIMIT BOT_CHALLENGE RATE_LIMIT RATE_LIMIT", None),
])
def test_bot_challenges_within_one_failure_run(spec: str, review_at: int | None) -> None:
    steps = walk(st(), _seq(spec))
    got = [i for i, (_, d) in enumerate(steps) if d.review is not None]
    assert got == ([] if review_at is None else [review_at])
    if review_at is not None:
        r = steps[review_at][1].review
        assert r is not None and r.kind == "blocked_source" and r.payload["failure_class"] == "BOT_CHALLENGE"
        assert r.payload["url"] == "https://jobs.nordlicht-energie.test/karriere"


def test_daily_budget_runs_out_skipped_until_midnight() -> None:
    midnight = datetime(2026, 9, 8, tzinfo=UTC)
    rng = random.Random(4)
    dues = []
    for sid in range(20):
        now = midnight - timedelta(hours=5, minutes=sid)
        d = decide_run(st(sensor_id=sid, current_interval_s=(sid + 1) * H), skipped(midnight, now), now, SCHED, POL,
                       rng)
        assert d.current_interval_s == min(MAX, (sid + 1) * H)
        dues.append(d.next_run_at)
    assert set(dues) == {midnight}
    # the scheduler's clock jumped past the skip_until: due at once, not in the past
    late = midnight + timedelta(minutes=3)
    d = decide_run(st(), skipped(midnight, late), late, SCHED, POL, rng)
    assert d.next_run_at == late


# ---------------------------------------------------------------- surfaces, tiers, jitter


@pytest.mark.parametrize(("surface", "base_h", "letter_t3", "letter_t1"), [
    ("status", 1 / 6, "A", "A"), ("feed", 1, "B", "A"), ("jobs_board", 3, "C", "B"), ("careers", 6, "C", "C"),
    ("blog", 6, "C", "C"), ("newsroom", 6, "C", "C"), ("pricing", 12, "D", "C"), ("products", 12, "D", "C"),
    ("homepage", 12, "D", "C"), ("docs", 12, "D", "C"), ("changelog", 12, "D", "C"), ("team", 24, "D", "D"),
    ("legal", 24, "D", "D"), ("investors", 24, "D", "D"), ("contact", 168, "E", "E"),
])
def test_every_surface_base_and_tier(surface: str, base_h: float, letter_t3: str, letter_t1: str) -> None:
    assert base_interval_s(surface, 3, SCHED) == round(base_h * H)
    assert base_interval_s(surface, 1, SCHED) == max(5 * M, round(base_h * H / 2))
    for tier, letter in ((3, letter_t3), (1, letter_t1)):
        d = decide_run(st(surface=surface, company_tier=tier), unchanged(T0, OutcomeKind.BASELINE), T0, SCHED, POL,
                       random.Random(0))
        assert d.tier == letter


@pytest.mark.parametrize(("seconds", "letter"), [
    (300, "A"), (1800, "A"), (1801, "B"), (7200, "B"), (7201, "C"), (28800, "C"), (28801, "D"), (86400, "D"),
    (86401, "E"), (MAX, "E"),
])
def test_tier_boundaries(seconds: int, letter: str) -> None:
    assert tier_for_interval(seconds) == letter


def test_a_thousand_sensors_baselined_in_one_second_do_not_come_back_together() -> None:
    rng = random.Random(2026)
    gaps = []
    for sid in range(1000):
        d = decide_run(st(sensor_id=sid, surface="blog", status="pending"), unchanged(T0, OutcomeKind.BASELINE), T0,
                       SCHED, POL, rng)
        gaps.append((d.next_run_at - T0).total_seconds())
    assert min(gaps) >= 0.9 * 6 * H and max(gaps) <= 1.1 * 6 * H
    buckets = Counter(int((g - 0.9 * 6 * H) // (0.02 * 6 * H)) for g in gaps)  # 10 buckets of 2 %
    assert len(buckets) == 10 and max(buckets.values()) < 150
    # 1000 draws over 4,320 s: ≈ 893 distinct whole seconds expected from a uniform source
    assert len({round(g) for g in gaps}) > 850


# ---------------------------------------------------------------- clocks


def test_clock_jumps_do_not_break_the_change_rate() -> None:
    s = st(last_success_at=T0)
    rng = random.Random(9)
    # the fetcher's clock runs 2 hours ahead of the scheduler's
    ahead = T0 + timedelta(hours=3)
    d1 = decide_run(s, unchanged(ahead), T0 + timedelta(hours=1), SCHED, POL, rng)
    assert d1.next_run_at > T0 + timedelta(hours=1)
    s = fold(s, d1)
    # then an outcome stamped before the previous success (NTP corrected the clock)
    d2 = decide_run(s, changed(T0 + timedelta(hours=2)), T0 + timedelta(hours=2), SCHED, POL, rng)
    assert d2.rate.span_s >= s.rate.span_s * (1 - 1 / SCHED.change_rate_window) - 1e-9
    assert d2.change_rate_per_s is not None and d2.change_rate_per_s >= 0
    assert d2.current_interval_s == 90 * M


def test_outcomes_stamped_in_local_offsets_across_a_dst_change() -> None:
    cest, cet = timezone(timedelta(hours=2)), timezone(timedelta(hours=1))
    # 2026-10-25 01:30 UTC = 03:30 CEST… 02:30 UTC = 03:30 CET: one hour apart, same wall clock
    first = datetime(2026, 10, 25, 3, 30, tzinfo=cest)
    second = datetime(2026, 10, 25, 3, 30, tzinfo=cet)
    s = st(last_success_at=first, rate=replace(st().rate))
    d = decide_run(s, unchanged(second), second.astimezone(UTC), SCHED, POL, random.Random(1))
    assert d.rate.span_s == pytest.approx(3600.0)
    assert d.next_run_at.utcoffset() == timedelta(0) or d.next_run_at.tzinfo is not None


# ---------------------------------------------------------------- failure walks


def test_feed_timing_out_goes_failing_then_stale_and_keeps_being_scheduled() -> None:
    steps = walk(st(surface="feed", current_interval_s=H), [fail("TIMEOUT")] * 8)
    assert [s.status for s, _ in steps] == ["active"] * 3 + ["failing"] * 2 + ["stale"] * 3
    expected = [H]
    for _ in range(6):
        expected.append(round(expected[-1] * 1.5))
    assert [d.current_interval_s for _, d in steps][:6] == expected[1:]
    for i, (_, d) in enumerate(steps):
        now = T0 + timedelta(hours=i)
        assert now < d.next_run_at <= now + timedelta(seconds=1.1 * MAX)


def test_parse_failures_reported_by_the_differ() -> None:
    pf = RunOutcome(OutcomeKind.FAILED, T0, failure_class="PARSING", source="snapshot")
    steps = walk(st(surface="docs", current_interval_s=12 * H), [pf, pf, pf, changed(T0, "major")])
    assert [s.status for s, _ in steps] == ["active", "active", "failing", "active"]
    assert steps[0][1].counts == ("ok", "failed")
    assert steps[3][1].current_interval_s == 3 * H  # burst = base / 4


# ---------------------------------------------------------------- many sensors on one domain


def test_one_big_domain_does_not_starve_the_others() -> None:
    big = [Candidate(i, f"https://careers.megacorp.test/jobs/{i}", "megacorp.test") for i in range(1, 41)]
    small = [Candidate(100 + i, f"https://www.shop{i}.test/pricing", f"shop{i}.test") for i in range(5)]
    cands = big[:4] + small + big[4:]
    picks = pick_claims(cands, {}, 4, 100)
    assert [p.sensor_id for p in picks if p.domain == "megacorp.test"] == [1, 2, 3, 4]
    assert {p.sensor_id for p in picks} >= {c.sensor_id for c in small}
    # an earlier batch of the tick already took 3 of megacorp's 4
    picks = pick_claims(big + small, {"megacorp.test": 3}, 4, 100)
    assert [p.sensor_id for p in picks] == [1, 100, 101, 102, 103, 104]


# ---------------------------------------------------------------- periodic jobs across DST (cron in a time zone)


def _fires(expr: str, tzname: str, start: datetime, end: datetime) -> list[datetime]:
    tz = ZoneInfo(tzname)
    s = parse_schedule(expr)
    out: list[datetime] = []
    t = start
    while True:
        nxt = next_fire(s, t, tz)
        assert nxt is not None and nxt > t
        if nxt >= end:
            return out
        out.append(nxt)
        t = nxt


@pytest.mark.parametrize(("expr", "tzname", "start", "n"), [
    # 02:00–03:00 happens twice on 2026-10-25: Oct 23 … Nov 7 local, once each
    ("30 2 * * *", "Europe/Berlin", datetime(2026, 10, 23, tzinfo=UTC), 16),
    ("0 0 * * *", "America/Havana", datetime(2026, 10, 29, 12, tzinfo=UTC), 16),  # Cuba: 01:00 → 00:00 on Nov 1
    ("@daily", "America/Havana", datetime(2026, 10, 29, 12, tzinfo=UTC), 16),
    ("30 1 * * *", "Australia/Lord_Howe", datetime(2026, 4, 2, tzinfo=UTC), 16),  # a 30-minute fall-back
    ("15 1 * * 0", "America/New_York", datetime(2026, 10, 25, tzinfo=UTC), 3),  # Sundays 01:15: Oct 25, Nov 1, 8
])
def test_a_fixed_time_job_fires_once_on_a_fall_back_day(expr: str, tzname: str, start: datetime, n: int) -> None:
    fires = _fires(expr, tzname, start, start + timedelta(days=16))
    local_dates = [f.astimezone(ZoneInfo(tzname)).date() for f in fires]
    assert len(fires) == n and len(set(local_dates)) == n  # never twice on one local date


@pytest.mark.parametrize("tzname", ["Europe/Berlin", "America/New_York", "Australia/Sydney", "UTC"])
def test_a_daily_job_at_half_past_two_fires_once_a_day_for_a_year(tzname: str) -> None:
    start = datetime(2026, 1, 1, 12, tzinfo=UTC)
    fires = _fires("30 2 * * *", tzname, start, start + timedelta(days=365))
    local_dates = [f.astimezone(ZoneInfo(tzname)).date() for f in fires]
    assert len(fires) == 365 and len(set(local_dates)) == 365
    # and never twice within 20 hours (the spring-forward day fires at the first valid minute)
    assert min((b - a).total_seconds() for a, b in zip(fires, fires[1:], strict=False)) >= 20 * H


@pytest.mark.parametrize(("expr", "gap_s"), [("*/30 * * * *", 30 * M), ("0 * * * *", H), ("*/10 * * * *", 10 * M)])
def test_a_periodic_cron_keeps_its_real_time_rhythm_across_both_dst_changes(expr: str, gap_s: int) -> None:
    for start in (datetime(2026, 3, 28, 22, tzinfo=UTC), datetime(2026, 10, 24, 22, tzinfo=UTC)):
        fires = _fires(expr, "Europe/Berlin", start, start + timedelta(hours=8))
        gaps = {(b - a).total_seconds() for a, b in zip(fires, fires[1:], strict=False)}
        assert gaps == {gap_s}


# ---------------------------------------------------------------- settings an operator may try


@pytest.mark.parametrize(("decay", "ok"), [(1.0, False), (0.9, False), (1.05, True), (2.0, True), (3.0, True)])
def test_a_burst_always_decays_back_to_base_under_accepted_settings(decay: float, ok: bool) -> None:
    try:
        settings = SchedulerSettings(burst_decay=decay)
    except ConfigError as exc:
        assert not ok and "BURST_DECAY" in str(exc)
        return
    assert ok, "a burst_decay that never leaves the burst interval was accepted"
    if ok:
        pol = SchedulePolicy.from_settings(settings)
        s = st()
        rng = random.Random(1)
        d = decide_run(s, changed(T0), T0, pol, POL, rng)
        for _ in range(200):
            s = fold(s, d)
            if d.current_interval_s >= 6 * H:
                break
            d = decide_run(s, unchanged(T0), T0, pol, POL, rng)
        assert d.current_interval_s == 6 * H


# ---------------------------------------------------------------- every failure class: when failing, stale, recovered


@pytest.mark.parametrize(("cls", "mult", "failing_at"), [
    ("DNS", 3.0, 3), ("TIMEOUT", 1.5, 4), ("HTTP_4XX", 2.0, 3), ("HTTP_5XX", 1.5, 5), ("BOT_CHALLENGE", 4.0, 2),
    ("PARSING", 2.0, 3), ("SCHEMA", 2.0, 3), ("REDIRECT", 2.0, 2), ("PAGE_REMOVED", 4.0, 2), ("RATE_LIMIT", 3.0, 4),
    ("BLOCKED_DESTINATION", 8.0, 1), ("TOO_LARGE", 4.0, 2), ("UNKNOWN", 2.0, 3),
])
def test_each_failure_class_walks_to_failing_and_stale_then_recovers(cls: str, mult: float, failing_at: int) -> None:
    source = "snapshot" if cls in ("PARSING", "SCHEMA") else "fetch"
    seq = [replace(fail(cls), source=source) for _ in range(7)] + [unchanged(T0)]
    steps = walk(st(surface="changelog", current_interval_s=12 * H), seq)
    statuses = [s.status for s, _ in steps]
    want = ["active" if n < failing_at else "failing" if n < 6 else "stale" for n in range(1, 8)] + ["active"]
    assert statuses == want
    cur, expected = 12 * H, []
    for _ in range(7):
        cur = min(MAX, round(cur * mult))
        expected.append(cur)
    assert [d.current_interval_s for _, d in steps][:7] == expected
    reviews = [i for i, (_, d) in enumerate(steps) if d.review is not None]
    assert reviews == ([1, 2, 3, 4, 5, 6] if cls == "BOT_CHALLENGE" else [])
    last = steps[-1][1]
    assert last.status_change is not None and last.status_change.reason == "recovered from stale"
    assert last.consecutive_failures == 0 and last.failure_run_challenges == 0


def test_status_page_during_an_incident_then_quiet() -> None:
    # a quiet status page (interval grown to 2 h) posts an incident, then an update every 20 minutes for 3 hours
    start = T0 + timedelta(hours=3)
    updates = [start + timedelta(minutes=20 * k) for k in range(10)]
    checks = simulate(st(surface="status", company_tier=2, current_interval_s=2 * H, last_success_at=T0), T0,
                      T0 + timedelta(days=2), updates)
    first_seen = [c for c in checks if c.outcome.kind is OutcomeKind.CHANGED][0]
    before = [c for c in checks if c.at < updates[0]][-1]
    # found within the interval in force when it started (still growing: 2 h × 1.25 per quiet check)
    assert (first_seen.at - updates[0]).total_seconds() <= 1.1 * before.d.current_interval_s
    during = [c for c in checks if first_seen.at <= c.at <= updates[-1]]
    # base = 10 min × 0.75 = 7.5 min; burst = max(5 min, base / 4) = 5 min; back to base after one quiet
    # check, and growing from the next one (×1.25) until the following update
    assert all(c.d.current_interval_s <= 562 for c in during)
    delays = detection_delays(checks, [u for u in updates if u > first_seen.at])
    assert delays and max(delays) <= 1.1 * 562
    after = [c.d.current_interval_s for c in checks if c.at > updates[-1] + timedelta(minutes=30)]
    assert after == sorted(after) and after[-1] > 6 * H
