"""Settings of the differ service (env: CHANGEWIRE_DIFFER_<NAME>); common ones come from CommonSettings.

Each field's default and meaning sit next to it. `analyze_config()` turns them into the pure
pipeline's configuration, so the service and `changewire diff` judge with the same thresholds.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from changewire_common.settings import CommonSettings

if TYPE_CHECKING:
    from .pipeline import AnalyzeConfig

_SIGNIFICANCES = ("minor", "meaningful", "major", "critical")


class DifferSettings(CommonSettings, frozen=True, kw_only=True):
    SERVICE: ClassVar[str] = "differ"

    # --- service -------------------------------------------------------------------------
    #: observations analysed at once per process (analysis is CPU-bound; it runs in a thread)
    concurrency: int = 4
    #: keep a snapshot for `noise` results too (default: only hashes are updated)
    keep_noise_snapshots: bool = False
    #: differ_results rows older than this many days are pruned (redeliveries are long over)
    results_retention_days: float = 30.0
    #: bodies larger than this are not analysed (snapshot.stored.failed PARSING), bytes
    max_body_bytes: int = 64 * 1024 * 1024
    #: entries per list in a snapshot's structured payload
    structured_max_items: int = 300
    #: size cap of a snapshot's structured payload, bytes
    structured_max_bytes: int = 900_000

    # --- text significance ---------------------------------------------------------------
    #: at most this many changed words (and no new block of `minor_block_words` words) is `minor`
    minor_max_words: int = 3
    #: an added/removed block of at least this many words is at least `meaningful`
    minor_block_words: int = 3
    #: share of the page's words changed from which a text change is `major` (rewrites)
    major_text_ratio: float = 0.5
    #: pages shorter than this many words never reach `major` by ratio alone
    major_min_words: int = 40
    #: this many blocks added/removed at once is `major`
    major_blocks: int = 15
    #: legal pages: share of the policy's words changed that makes a change `major`
    legal_major_ratio: float = 0.05
    #: legal pages: a clause of at least this many words added or removed (a block, or words within one) is `major`
    legal_clause_words: int = 12

    # --- typed significance --------------------------------------------------------------
    #: jobs added or removed at once that make the change `major`
    jobs_major_count: int = 5
    #: share of the listing added or removed at once that makes the change `major` (listings of 4+)
    jobs_major_ratio: float = 0.5
    #: share of a listing removed at once that is `critical` (a hiring freeze)
    jobs_critical_ratio: float = 0.8
    #: the smallest listing (jobs) whose mass removal can be `critical`
    jobs_critical_min: int = 5
    #: share of JSON fields changed at once that is `major`
    fields_major_ratio: float = 0.3
    #: per-kind significance overrides, JSON: {"price_changed": "major", "post_published": "minor"}
    kind_significance: dict[str, str] = {}

    # --- guards --------------------------------------------------------------------------
    #: removals are reported only when both extractions are at least this confident (0–1)
    removal_min_confidence: float = 0.6
    #: parse-degradation guard: listings smaller than this are never treated as degraded
    degradation_min_entities: int = 10
    #: parse-degradation guard: a listing losing more than this share after a markup change is a note, not removals
    degradation_loss_ratio: float = 0.7
    #: markup similarity (0–1) under which a page counts as redesigned
    markup_change_similarity: float = 0.7
    #: partial-sitemap guard: sitemaps smaller than this are compared as they are
    partial_sitemap_min_urls: int = 20
    #: partial-sitemap guard: a sitemap losing more than this share of its URLs is partial, not mass removal
    partial_sitemap_loss_ratio: float = 0.5
    #: JSON paths (glob) always treated as volatile, comma-separated: "$.meta.*,*.generated_at"
    volatile_paths: tuple[str, ...] = ()

    # --- flip-flops ----------------------------------------------------------------------
    #: a variant seen again within this many seconds is flapping (reported once); also how long single blocks that
    #: came and went are remembered (a banner of a known rotation is minor, not published, after a real change)
    flap_window_s: float = 7 * 86400.0
    #: whole-page variants remembered per sensor (beside at most 64 blocks)
    flap_max_variants: int = 20

    def validate(self) -> list[str]:
        p = "CHANGEWIRE_DIFFER_"
        problems: list[str] = []
        problems += self.below(1, "concurrency", "structured_max_items", "structured_max_bytes", "max_body_bytes",
                               "flap_max_variants", "jobs_major_count", "jobs_critical_min", "major_blocks",
                               "degradation_min_entities", "partial_sitemap_min_urls")
        for name in ("major_text_ratio", "legal_major_ratio", "jobs_major_ratio", "jobs_critical_ratio", "fields_major_ratio",
                     "removal_min_confidence", "degradation_loss_ratio", "markup_change_similarity",
                     "partial_sitemap_loss_ratio"):
            v = getattr(self, name)
            if not 0 <= v <= 1:
                problems.append(f"{p}{name.upper()}: must be between 0 and 1, got {v}")
        problems += self.below(0, "minor_max_words", "minor_block_words", "major_min_words", "legal_clause_words")
        if self.flap_window_s < 0 or self.results_retention_days <= 0:
            problems.append(f"{p}FLAP_WINDOW_S / RESULTS_RETENTION_DAYS: must be positive")
        for kind, sig in self.kind_significance.items():
            if sig not in _SIGNIFICANCES:
                problems.append(f"{p}KIND_SIGNIFICANCE: {kind!r} → {sig!r} is not one of {', '.join(_SIGNIFICANCES)}")
        return problems

    def analyze_config(self) -> AnalyzeConfig:
        """The pure pipeline's configuration from these settings."""
        from .classify import ClassifyConfig
        from .diff import Guards
        from .pipeline import AnalyzeConfig

        return AnalyzeConfig(
            classify=ClassifyConfig(
                minor_max_words=self.minor_max_words, minor_block_words=self.minor_block_words,
                major_text_ratio=self.major_text_ratio, major_min_words=self.major_min_words,
                major_blocks=self.major_blocks, legal_major_ratio=self.legal_major_ratio,
                legal_clause_words=self.legal_clause_words, jobs_major_count=self.jobs_major_count,
                jobs_major_ratio=self.jobs_major_ratio, jobs_critical_ratio=self.jobs_critical_ratio,
                jobs_critical_min=self.jobs_critical_min, fields_major_ratio=self.fields_major_ratio,
                kind_significance=dict(self.kind_significance),
            ),
            guards=Guards(
                removal_min_confidence=self.removal_min_confidence,
                degradation_min_entities=self.degradation_min_entities,
                degradation_loss_ratio=self.degradation_loss_ratio,
                partial_sitemap_min_urls=self.partial_sitemap_min_urls,
                partial_sitemap_loss_ratio=self.partial_sitemap_loss_ratio,
            ),
            volatile_paths=tuple(self.volatile_paths),
            markup_change_similarity=self.markup_change_similarity,
            flap_window_s=self.flap_window_s,
            flap_max_variants=self.flap_max_variants,
        )

