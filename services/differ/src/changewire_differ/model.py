"""Plain values the differ passes between its pure modules: blocks, entities, document state, analysis.

Pure: msgspec Structs and the standard library only. `DocState` is what a snapshot keeps (as a blob)
so the next observation can be compared with it without re-parsing the old body.
"""
from __future__ import annotations

from datetime import datetime
from typing import Any

import msgspec

from changewire_common.events import Delta

#: block regions: main content, site chrome (nav/header/footer/aside), volatile widgets, page metadata
MAIN = "main"
CHROME = "chrome"
VOLATILE = "volatile"
META = "meta"


class ParseFailure(Exception):
    """A body the differ cannot use. `failure_class` is PARSING (unreadable) or SCHEMA (wrong shape)."""

    def __init__(self, failure_class: str, message: str) -> None:
        super().__init__(message)
        self.failure_class = failure_class
        self.message = message


class Block(msgspec.Struct, array_like=True, frozen=True):
    """One block of a page in document order.

    `text` is what a reader sees (whitespace collapsed); `norm` is the comparison text with volatile
    fragments (times, counters, tokens) neutralised — empty for blocks of volatile regions.
    """

    tag: str
    text: str
    norm: str
    region: str = MAIN
    links: tuple[str, ...] = ()
    #: a short signature of the block's ancestry (tags), for markup-change detection
    path: str = ""


class Entity(msgspec.Struct, array_like=True, frozen=True):
    """A typed thing on a page: job, pricing_plan, news_item, person, product, location, incident,
    component (status pages) or page (sitemaps). `key` identifies it across versions; `fp` is the
    fingerprint of the fields a change of which matters; `data` holds what is shown."""

    type: str
    key: str
    fp: str
    data: dict[str, Any] = {}


class EntitySet(msgspec.Struct, frozen=True):
    """Entities of one type with how they were found and how far to trust the list as complete."""

    type: str
    items: list[Entity]
    #: 0–1; removals are only reported when both sides are at least `removal_min_confidence`
    confidence: float = 0.5
    #: jsonld | cards | links | api | feed | sitemap | status | headings
    method: str = ""
    #: signature of the markup the items were found in (a change hints at a redesign)
    signature: str = ""


class DocState(msgspec.Struct, kw_only=True):
    """Everything the differ keeps of one version of a page (stored as a blob with the snapshot)."""

    kind: str
    surface: str
    url: str = ""
    title: str = ""
    blocks: list[Block] = []
    entities: dict[str, EntitySet] = {}
    #: JSON / record sources: canonical path → value (volatile paths removed)
    fields: dict[str, Any] = {}
    #: hashes: visible text (+structured); neutralised text; typed entities/fields
    visible_hash: str = ""
    normalized_hash: str = ""
    structured_hash: str = ""
    extraction_confidence: float = 0.0
    #: sitemaps: the document is an index of child sitemaps
    is_index: bool = False
    notes: list[str] = []
    #: the reading code that made this state (pipeline.READER): a state made by other code is re-read from
    #: its raw body before a comparison, so a new release's better extraction is not taken for changes
    reader: str = ""


class Variant(msgspec.Struct, kw_only=True):
    """A content variant seen recently (flip-flop memory): hash, when seen, and whether its
    alternation has been reported already.

    Two scopes share the list (one stored column): `page` entries are whole versions; `block` entries are single
    blocks that came or went in a change (their comparison text hashed), with whether the latest snapshot shows them
    and how often they came back after being gone (flap.assess_blocks: a banner rotating among a known set)."""

    hash: str
    first_seen: datetime
    last_seen: datetime
    flap_reported: bool = False
    scope: str = "page"
    present: bool = True
    returns: int = 0


class PreviousState(msgspec.Struct, kw_only=True):
    """What the pipeline compares a new body with.

    `doc` is the last snapshot's state; the `latest_*` hashes are of the last body seen (a noise
    result updates them without a snapshot); `variants` is the flip-flop memory.
    """

    doc: DocState | None = None
    latest_visible_hash: str | None = None
    latest_normalized_hash: str | None = None
    latest_structured_hash: str | None = None
    variants: list[Variant] = []


class Analysis(msgspec.Struct, kw_only=True):
    """The pipeline's answer for one body."""

    doc: DocState
    text: str
    #: baseline | unchanged | noise | changed
    outcome: str
    significance: str | None = None
    kind: str | None = None
    delta: Delta = msgspec.field(default_factory=Delta)
    summary: str = ""
    notes: list[str] = []
    #: when the source states when the change was published (newest added item), else None
    source_published_at: datetime | None = None
    #: entity types whose removals may be written to the entities table
    removals_trusted: list[str] = []
    flapping: bool = False
    #: updated flip-flop memory to persist
    variants: list[Variant] = []
