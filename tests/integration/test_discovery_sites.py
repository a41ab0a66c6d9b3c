"""Discovery on the fixture company internet (loopback via CHANGEWIRE_CONNECT_TO): the surfaces written
down in tests/data/discovery/expected.json are found, the budget holds (counted at the server)."""
from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from changewire_common.http.client import HttpClient, HttpConfig
from changewire_discovery.engine import Discoverer, DiscoveryResult, InProcessPacer
from changewire_discovery.fixture_internet import FixtureInternet
from changewire_discovery.settings import DiscoverySettings

pytestmark = pytest.mark.integration

DATA = Path(__file__).resolve().parent.parent / "data" / "discovery"
EXPECTED: dict[str, Any] = {k: v for k, v in json.loads((DATA / "expected.json").read_text()).items() if not k.startswith("_")}


@pytest.fixture
async def net() -> AsyncIterator[FixtureInternet]:
    n = await FixtureInternet(DATA / "sites.json").start()
    yield n
    await n.stop()


def settings(net: FixtureInternet, **kw: Any) -> DiscoverySettings:
    return DiscoverySettings(connect_to=net.connect_to(), fetch_allow_cidrs=("127.0.0.2/32",),
                             politeness_spacing_s=0.0, **kw)


async def discover(net: FixtureInternet, website: str, **kw: Any) -> tuple[DiscoveryResult, int]:
    s = settings(net, **kw)
    before = net.total
    async with HttpClient(HttpConfig.from_settings(s)) as client:
        res = await Discoverer(client, InProcessPacer(s.politeness_spacing_s), s).discover(website)
    return res, net.total - before


def _matches(c: Any, want: Any) -> bool:
    if want == "*":
        return True
    if isinstance(want, str):
        return bool(c.url == want)
    if "vendor" in want and c.config.get("vendor") != want["vendor"]:
        return False
    if "token" in want and c.config.get("token") != want["token"]:
        return False
    return str(c.kind) == want.get("kind", str(c.kind))


async def test_every_fixture_site(net: FixtureInternet) -> None:
    problems: list[str] = []
    for site, exp in EXPECTED.items():
        res, served = await discover(net, exp["website"])
        sel = {str(c.surface): c for c in res.selected}
        if res.outcome != exp["outcome"]:
            problems.append(f"{site}: outcome {res.outcome} ({res.error}), expected {exp['outcome']}")
        for surface, want in exp["selected"].items():
            c = sel.get(surface)
            if c is None or not _matches(c, want):
                problems.append(f"{site}: {surface} expected {want}, got {c.url if c else None}")
        for surface in exp["absent"]:
            if surface in sel:
                problems.append(f"{site}: {surface} must not be selected, got {sel[surface].url}")
        if "canonical_domain" in exp and res.canonical_domain != exp["canonical_domain"]:
            problems.append(f"{site}: canonical {res.canonical_domain}, expected {exp['canonical_domain']}")
        for s in exp.get("social", []):
            if s not in res.social_profiles:
                problems.append(f"{site}: social profile {s} missing")
        # the budget, counted where it matters: at the server
        if served != res.requests or served > 25:
            problems.append(f"{site}: server saw {served} requests, discovery reported {res.requests}")
        for c in res.selected:
            if str(c.kind) == "ats":
                assert c.config["api_url"].startswith("http://"), "derived API URLs take the page's scheme"
    assert not problems, "\n".join(problems)


async def test_small_budget_is_respected_at_the_server(net: FixtureInternet) -> None:
    res, served = await discover(net, "http://acme-wp.test", request_budget=6)
    assert served == res.requests <= 6
    assert res.stats["budget_exhausted"] == "requests"
    assert any(str(c.surface) == "careers" for c in res.selected)


async def test_bare_domain_tries_https_then_http(net: FixtureInternet) -> None:
    res, served = await discover(net, "nordlys.test")
    assert res.outcome == "active" and res.homepage_url == "http://nordlys.test/"
    assert res.request_log[0].url == "https://nordlys.test/robots.txt" and res.request_log[0].error
    assert served <= res.requests <= 25


async def test_unknown_host_is_no_website(net: FixtureInternet) -> None:
    res, served = await discover(net, "http://does-not-exist.test")
    assert res.outcome == "no_website" and served == 0


async def test_robots_unavailable_is_a_transient_failure(net: FixtureInternet) -> None:
    res, _ = await discover(net, "http://flaky.test")
    assert res.outcome == "failed" and res.transient and "robots.txt unavailable" in (res.error or "")
    assert not any(p == "/" for h, p in net.paths if h == "flaky.test"), "no page fetched while robots.txt is 5xx"


async def test_politeness_spacing_is_kept(net: FixtureInternet) -> None:
    import time

    s = settings(net, request_budget=4)
    s2 = DiscoverySettings(**{**{f: getattr(s, f) for f in s.__struct_fields__}, "politeness_spacing_s": 0.3})
    t0 = time.monotonic()
    async with HttpClient(HttpConfig.from_settings(s2)) as client:
        res = await Discoverer(client, InProcessPacer(0.3), s2).discover("http://cobalt-sitemap.test")
    assert res.requests == 4 and time.monotonic() - t0 >= 0.9


async def test_wildcard_dns_still_finds_real_subdomains(net: FixtureInternet) -> None:
    s = settings(net)
    wild = DiscoverySettings(**{**{f: getattr(s, f) for f in s.__struct_fields__},
                                "connect_to": net.connect_to() + f",*.orbit.test=127.0.0.2:{net.port}"})
    async with HttpClient(HttpConfig.from_settings(wild)) as client:
        res = await Discoverer(client, InProcessPacer(0), wild).discover("http://orbit.test")
    sel = {str(c.surface): c for c in res.selected}
    assert res.stats.get("wildcard_dns") is True
    assert sel["docs"].url == "http://docs.orbit.test/" and str(sel["status"].kind) == "status_json"
    assert "investors" not in sel and "newsroom" not in sel  # unknown subdomains answer 421 here


async def test_time_budget_stops_discovery(net: FixtureInternet) -> None:
    s = settings(net)
    slow = DiscoverySettings(**{**{f: getattr(s, f) for f in s.__struct_fields__},
                                "politeness_spacing_s": 0.5, "time_budget_s": 1.2, "job_lease_s": 600.0})
    before = net.total
    async with HttpClient(HttpConfig.from_settings(slow)) as client:
        res = await Discoverer(client, InProcessPacer(0.5), slow).discover("http://acme-wp.test")
    assert res.stats["budget_exhausted"] == "time"
    assert res.requests == net.total - before <= 4 and res.elapsed_ms < 2500
