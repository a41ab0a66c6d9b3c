"""Which due candidates one claim batch takes: claim order kept, at most N per registrable domain per
tick. Pure: the domain function is injected (default: the public-suffix lookup, offline)."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from changewire_common.domains import url_domain

__all__ = ["Candidate", "Pick", "pick_claims", "safe_domain"]


def safe_domain(url: str) -> str:
    """The registrable domain of `url`, or '' for a URL that cannot be parsed (e.g. an unclosed IPv6
    bracket): one malformed sensor URL must not stop every claim tick. The fetcher fails such a run."""
    try:
        return url_domain(url)
    except ValueError:
        return ""


@dataclass(frozen=True)
class Candidate:
    """A due sensor row locked by the claim query (in claim order: priority desc, next_run_at)."""

    sensor_id: int
    url: str
    domain: str | None
    #: true when a previous run's lease expired: claiming it re-issues the run
    run_open: bool = False


@dataclass(frozen=True)
class Pick:
    sensor_id: int
    #: registrable domain (filled from the URL when the row had none)
    domain: str
    reissue: bool


def pick_claims(candidates: list[Candidate], taken: Mapping[str, int], per_domain: int, limit: int,
                domain_of: Callable[[str], str] = safe_domain) -> list[Pick]:
    """Take candidates in order, skipping a domain once it has `per_domain` claims this tick
    (`taken` = claims per domain earlier in the tick), up to `limit` picks.

    A URL without a host gets the domain '' (all such URLs share one allowance).
    """
    counts: dict[str, int] = dict(taken)
    out: list[Pick] = []
    for c in candidates:
        if len(out) >= limit:
            break
        dom = c.domain if c.domain else domain_of(c.url)
        if counts.get(dom, 0) >= per_domain:
            continue
        counts[dom] = counts.get(dom, 0) + 1
        out.append(Pick(c.sensor_id, dom, c.run_open))
    return out
