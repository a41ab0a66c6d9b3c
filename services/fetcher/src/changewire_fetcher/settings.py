"""Settings of the fetcher service (env: CHANGEWIRE_FETCHER_<NAME>); common ones come from CommonSettings
(user agent, CONNECT_TO, FETCH_ALLOW_CIDRS, politeness spacing/per-domain, http_* limits)."""
from __future__ import annotations

from typing import ClassVar

from changewire_common.settings import CommonSettings


class FetcherSettings(CommonSettings, frozen=True, kw_only=True):
    SERVICE: ClassVar[str] = "fetcher"

    #: sensor.due messages processed at once per replica
    concurrency: int = 128
    #: of those, runs in their fetch at once (from the request to the body in the blob store): bounds the
    #: bodies a replica holds in memory, while the other runs claim, wait for their domain or commit
    #: meanwhile; 0 → as many as `concurrency`
    fetch_concurrency: int = 0
    #: messages held beyond `concurrency`, waiting for a free worker, so NATS is asked for messages in
    #: batches rather than one per freed worker (a held message is kept alive while it waits, up to the consumer's
    #: hold limit: 90 s)
    prefetch: int = 256
    #: a politeness slot at most this many seconds away is waited for; further → skipped
    max_slot_wait_s: float = 5.0
    #: an in-flight politeness grant expires after this long (a replica died mid-request), seconds
    slot_lease_s: float = 180.0
    #: robots.txt cache lifetime per origin, seconds
    robots_ttl_s: float = 86400.0
    #: robots.txt answering 5xx/429 or unreachable: skip the run and retry after this many seconds (longer when its
    #: Retry-After asks for longer, up to max_block_s)
    robots_retry_s: float = 600.0
    #: a run claim lasts this long; a duplicate delivery meanwhile waits for it, seconds
    claim_ttl_s: float = 300.0
    #: runs committed per write transaction (group commit)
    write_batch: int = 256
    #: how long a finished run may wait for others to share its commit, milliseconds
    write_linger_ms: float = 2.0
    #: 429 without Retry-After blocks the domain this long, seconds
    rate_limit_block_s: float = 600.0
    #: a Retry-After never blocks a domain longer than this, seconds
    max_block_s: float = 86400.0
    #: keep a message alive (in_progress) this often while its run is waiting or fetching, seconds
    in_progress_every_s: float = 20.0
    #: worker processes of the replica that hash, compress and write raw bodies (> 16 KiB) to the blob
    #: store (a GIL of their own: the event loop never waits for blob threads); 0 → threads inside it
    blob_workers: int = 2
    #: keep the body of failed fetches (challenge pages, error pages) in the blob store
    keep_failed_bodies: bool = False

    def validate(self) -> list[str]:
        problems: list[str] = []
        # (CHANGEWIRE_CONNECT_TO is checked by CommonSettings, for every service)
        problems += self.below(0, "prefetch", "blob_workers", "fetch_concurrency")
        problems += self.below(1, "concurrency", "write_batch")
        problems += self.below(0, "max_slot_wait_s", "robots_ttl_s", "robots_retry_s", "write_linger_ms",
                               "rate_limit_block_s", "max_block_s", "claim_ttl_s", "in_progress_every_s")
        # a grant that expires at once leaves a domain's request in flight unaccounted: no per-domain limit at all
        problems += self.below(0, "slot_lease_s", strict=True)
        # the http_* client settings are common ones: CommonSettings checks them for every service
        if self.claim_ttl_s and self.claim_ttl_s < self.http_total_timeout_s * 3 + self.max_slot_wait_s:
            problems.append(f"{self.env_var('claim_ttl_s')}: must outlast a run (≥ 3 × http_total_timeout_s + "
                            f"max_slot_wait_s = {self.http_total_timeout_s * 3 + self.max_slot_wait_s:g}), "
                            f"got {self.claim_ttl_s:g}")
        return problems
