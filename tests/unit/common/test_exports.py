"""`changewire_common.__all__` is complete and sorted (in the style of httpx's test_exported_members)."""
from __future__ import annotations

import types

import changewire_common


def test_all_public_names_are_exported() -> None:
    public = sorted(
        name for name, value in vars(changewire_common).items()
        if not name.startswith("_")
        and not isinstance(value, types.ModuleType)  # submodules bound by the imports
        and name != "annotations"  # from __future__ import annotations
    )
    assert sorted(changewire_common.__all__) == public


def test_all_is_sorted_and_unique() -> None:
    names = changewire_common.__all__
    assert len(names) == len(set(names))
    assert names == sorted(names, key=lambda n: (not n.isupper(), n[0].islower(), n))


def test_every_exported_name_resolves() -> None:
    for name in changewire_common.__all__:
        assert getattr(changewire_common, name) is not None, name
