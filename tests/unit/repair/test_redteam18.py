"""Regressions of repair's eighteenth red-team round (tests/integration/test_repair_redteam18.py), on the pure pieces:
the `Link: rel="successor-version"` header (candidates.py `successor_link`), a JSON error body's pointer
(`json_pointers`) and a `json` sensor's stored text read as a candidate's leaves (identity.py `reference_entries`).
"""
from __future__ import annotations

import json

import pytest

from changewire_repair.candidates import json_pointers, successor_link
from changewire_repair.identity import Reference, document_entries, entries_identity, reference_entries


@pytest.mark.parametrize(("header", "want"), [
    ('<https://api.acme.test/v2/plans>; rel="successor-version"', "https://api.acme.test/v2/plans"),
    ('</v2/plans>; rel="successor-version latest-version"', "https://api.acme.test/v2/plans"),
    ('<https://docs.acme.test/sunset>; rel="sunset", </v2/plans>; rel=successor-version',
     "https://api.acme.test/v2/plans"),
    ('<https://docs.acme.test/sunset>; rel="sunset"', None),                  # a sunset policy page: no successor
    ('<https://api.acme.test/v1/plans?page=2>; rel="next"', None),
    ("", None),
])
def test_successor_link(header: str, want: str | None) -> None:
    assert successor_link(header, "https://api.acme.test/v1/plans") == want


def test_json_pointers_same_site_pointer_keys_only() -> None:
    body = json.dumps({"error": {"message": "v1 was retired", "link": "https://api.acme.test/v2/plans",
                                 "documentation_url": "https://api.acme.test/docs/migrate",
                                 "url": "https://other.test/v2/plans"}})
    assert json_pointers(body, "https://api.acme.test/v1/plans") == ["https://api.acme.test/v2/plans"]
    assert json_pointers("<html>gone</html>", "https://api.acme.test/v1/plans") == []
    assert json_pointers(json.dumps({"link": "https://api.acme.test/v1/plans"}), "https://api.acme.test/v1/plans") == []


def test_json_reference_reads_lists_and_nulls_as_leaves() -> None:
    doc = json.dumps({"plans": [{"id": "a", "name": "Starter", "features": ["Fleet API", "Webhooks"], "cap": None,
                                 "sso": False}]})
    text = ('$.plans[id=a].cap: null\n$.plans[id=a].features: ["Fleet API", "Webhooks"]\n$.plans[id=a].id: a\n'
            "$.plans[id=a].name: Starter\n$.plans[id=a].sso: false")
    old = reference_entries(Reference.of(text), "json")
    new, _ = document_entries("json", doc)
    assert old == new
    assert entries_identity(old, new).match
