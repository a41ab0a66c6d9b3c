"""One fetch of a URL with the production client and policy (robots.txt included), no database or
NATS: what `changewire fetch` and `changewire run-sensor <url-that-is-no-sensor>` print."""
from __future__ import annotations

import time
from dataclasses import asdict, dataclass

from changewire_common.clock import utcnow
from changewire_common.domains import url_domain
from changewire_common.vocab import FetchOutcome
from changewire_common.http import (
    FetchError, HopGuard, HttpClient, RobotsCache, RobotsRefusal, RobotsVerdict, request_url,
)
from changewire_common.http.politeness_rules import effective_spacing

from .classify import classify_error, classify_refused_hop, classify_response, classify_robots_disallow
from .settings import FetcherSettings


@dataclass
class FetchSummary:
    outcome: str
    status: int | None
    failure_class: str | None
    final_url: str | None
    bytes: int
    content_type: str | None
    elapsed_ms: float
    error: str | None = None
    redirects: int = 0
    etag: str | None = None
    last_modified: str | None = None

    def public(self) -> dict[str, object]:
        """Exactly the keys `changewire fetch --json` promises."""
        d = asdict(self)
        return {k: d[k] for k in ("outcome", "status", "failure_class", "final_url", "bytes", "content_type",
                                  "elapsed_ms")}


async def fetch_once(client: HttpClient, robots: RobotsCache, settings: FetcherSettings, url: str, *,
                     etag: str | None = None, last_modified: str | None = None) -> FetchSummary:
    t0 = time.perf_counter()

    def elapsed() -> float:  # robots.txt included: the time this fetch took
        return round((time.perf_counter() - t0) * 1000.0, 1)

    url = request_url(url)  # robots.txt judges the URL as it goes on the wire (`/a/../private` is /private)
    try:
        verdict = await robots.check(url)
    except FetchError as exc:
        verdict = RobotsVerdict(allowed=False, unavailable=True, detail=exc.detail)
    if verdict.unavailable:
        return FetchSummary("skipped", None, None, None, 0, None, elapsed(),
                            error=verdict.detail or "robots.txt unavailable")
    if not verdict.allowed:
        c = classify_robots_disallow(url)
        return FetchSummary(str(c.outcome), None, str(c.failure_class), request_url(url), 0, None, elapsed(),
                            error=c.error)
    # an in-run retry is a request to the domain like any other: spaced as the service spaces it (the
    # politeness spacing raised by Crawl-delay), and none when that is longer than a retry may wait
    spacing = effective_spacing(settings.politeness_spacing_s, None,
                                verdict.crawl_delay_s if verdict.status is not None else None)
    retries = None if spacing <= client.cfg.retry_max_wait_s else 0
    try:
        resp = await client.fetch(url, etag=etag, last_modified=last_modified, hop_guard=HopGuard(robots),
                                  retries=retries, retry_min_wait_s=spacing)
    except FetchError as exc:
        if isinstance(exc, RobotsRefusal):
            c = classify_refused_hop(exc.url, url_domain(url), unavailable=exc.unavailable, detail=exc.detail,
                                     now=utcnow(), retry_s=settings.robots_retry_s, requested_url=url)
            return FetchSummary(str(c.outcome), None, str(c.failure_class) if c.failure_class else None, exc.url, 0,
                                None, elapsed(), error=c.error, redirects=len(exc.redirects))
        c = classify_error(exc.failure_class, exc.detail, redirects=exc.redirects)
        return FetchSummary(str(c.outcome), exc.status, str(c.failure_class),
                            exc.redirects[-1] if exc.redirects else request_url(url), 0, None, elapsed(), error=c.error,
                            redirects=len(exc.redirects))
    c = classify_response(resp.status, resp.headers, resp.body, final_url=resp.final_url, sensor_domain=url_domain(url),
                          retry_after_s=resp.retry_after_s, rate_limit_block_s=settings.rate_limit_block_s,
                          max_block_s=settings.max_block_s, conditional=resp.conditional, requested_url=resp.url,
                          sent_etag=resp.sent_etag, sent_last_modified=resp.sent_last_modified)
    # a page that moved by a refresh reports where it went (an HTTP redirect's landing page is final_url already)
    final = c.redirect_url if c.outcome == FetchOutcome.REDIRECTED and c.redirect_url else resp.final_url
    return FetchSummary(
        str(c.outcome), resp.status, str(c.failure_class) if c.failure_class else None, final, len(resp.body),
        resp.content_type, elapsed(), error=c.error, redirects=len(resp.redirects), etag=resp.etag,
        last_modified=resp.last_modified,
    )
