"""What a snapshot stores: the bounded structured payload (≤ N items per list, ≤ a byte budget),
the summary counters, the state blob (blocks + full entity lists, for the next comparison) and
entity rows for reconciliation.

Pure: msgspec encoding of plain values.
"""
from __future__ import annotations

from typing import Any

import msgspec

from .model import Analysis, DocState, Entity

#: entity types the `entities` table knows (Postgres enum entity_type)
TABLE_TYPES = frozenset({"job", "person", "product", "pricing_plan", "news_item", "location", "incident"})

_state_encoder = msgspec.json.Encoder()
_state_decoder = msgspec.json.Decoder(DocState)


def encode_state(doc: DocState) -> bytes:
    return _state_encoder.encode(doc)


def decode_state(data: bytes) -> DocState:
    """Raises msgspec.DecodeError/ValidationError on a corrupt or foreign blob."""
    return _state_decoder.decode(data)


def _trim_str(v: Any, n: int) -> Any:
    if isinstance(v, str) and len(v) > n:
        return v[: n - 1] + "…"
    if isinstance(v, list):
        return [_trim_str(x, n) for x in v[:50]]
    if isinstance(v, dict):
        return {k: _trim_str(x, n) for k, x in v.items()}
    return v


def structured_payload(doc: DocState, *, max_items: int = 300, max_bytes: int = 900_000) -> dict[str, Any]:
    """Entities (data only) and fields of a version, at most `max_items` per list and
    `max_bytes` encoded; truncation is recorded in `truncated`."""
    items, text_cap = max_items, 1000
    while True:
        ents: dict[str, Any] = {}
        truncated = False
        for typ, es in sorted(doc.entities.items()):
            rows = [dict(_trim_str(e.data, text_cap), key=e.key) for e in es.items[:items]]
            truncated |= len(es.items) > items
            ents[typ] = {"count": len(es.items), "confidence": es.confidence, "method": es.method, "items": rows}
        fields = dict(list(sorted(doc.fields.items()))[:items])
        truncated |= len(doc.fields) > items
        out: dict[str, Any] = {"kind": doc.kind, "surface": doc.surface, "title": doc.title[:300], "entities": ents,
                               "fields": _trim_str(fields, text_cap), "notes": doc.notes[:20], "truncated": truncated}
        if len(msgspec.json.encode(out)) <= max_bytes or items <= 1:
            return out
        items = max(1, items // 2)
        text_cap = max(80, text_cap // 2)


def summary_counters(a: Analysis) -> dict[str, Any]:
    doc = a.doc
    return {
        "outcome": a.outcome, "significance": a.significance, "kind": a.kind,
        "blocks": len(doc.blocks), "words": sum(len(b.text.split()) for b in doc.blocks), "chars": len(a.text),
        "entities": {t: len(es.items) for t, es in doc.entities.items()}, "fields": len(doc.fields),
        "notes": a.notes[:10], "flapping": a.flapping, "extraction_confidence": doc.extraction_confidence,
    }


def entity_rows(doc: DocState) -> dict[tuple[str, str], Entity]:
    """(type, key) → entity, for the types the entities table stores."""
    out: dict[tuple[str, str], Entity] = {}
    for typ, es in doc.entities.items():
        if typ not in TABLE_TYPES:
            continue
        for e in es.items:
            out[(typ, e.key)] = e
    return out
