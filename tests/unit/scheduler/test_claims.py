"""Picking claims within the per-domain allowance (pure)."""
from __future__ import annotations

from changewire_scheduler.claims import Candidate, Pick, pick_claims


def _c(i: int, domain: str | None, url: str = "", run_open: bool = False) -> Candidate:
    return Candidate(i, url or f"https://{domain or 'x.test'}/{i}", domain, run_open)


def test_keeps_order_and_caps_each_domain() -> None:
    cands = [_c(1, "a.com"), _c(2, "a.com"), _c(3, "b.com"), _c(4, "a.com"), _c(5, "b.com"), _c(6, "c.com")]
    picks = pick_claims(cands, {}, per_domain=2, limit=10)
    assert [p.sensor_id for p in picks] == [1, 2, 3, 5, 6]


def test_counts_earlier_batches_of_the_tick() -> None:
    cands = [_c(1, "a.com"), _c(2, "b.com"), _c(3, "b.com")]
    assert [p.sensor_id for p in pick_claims(cands, {"a.com": 2, "b.com": 1}, 2, 10)] == [2]


def test_limit() -> None:
    cands = [_c(i, f"d{i}.com") for i in range(10)]
    assert len(pick_claims(cands, {}, 4, 3)) == 3


def test_missing_domain_comes_from_the_url() -> None:
    cands = [
        Candidate(1, "https://jobs.acme.co.uk/a", None),
        Candidate(2, "https://www.acme.co.uk/b", None),
        Candidate(3, "https://acme.co.uk/c", None),
        Candidate(4, "http://127.0.0.2:8080/x", None),
    ]
    picks = pick_claims(cands, {}, per_domain=2, limit=10)
    assert picks == [Pick(1, "acme.co.uk", False), Pick(2, "acme.co.uk", False), Pick(4, "127.0.0.2", False)]


def test_injected_domain_function_and_reissue_flag() -> None:
    picks = pick_claims([_c(1, None, url="u1", run_open=True)], {}, 1, 1, domain_of=lambda u: "zz")
    assert picks == [Pick(1, "zz", True)]
