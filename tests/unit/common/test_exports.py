"""`changewire_common.__all__` is complete and sorted (in the style of httpx's test_exported_members)."""
from __future__ import annotations

import types

import changewire_common


def test_all_public_names_are_exported() -> None:
    for name in changewire_common.__all__:  # the names load on first use: load them all, then compare
        getattr(changewire_common, name)
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


def test_the_package_loads_nothing_heavy_until_asked() -> None:
    """`import changewire_common` (and the events, which `changewire diff` needs) leaves nats-py, aiohttp and
    asyncpg unloaded: they were ~0.5 s of every CLI command's start."""
    import subprocess
    import sys

    code = ("import sys, changewire_common, changewire_common.events; from changewire_common import FetchOutcome; "
            "print(sorted(m for m in ('nats', 'aiohttp', 'asyncpg', 'changewire_common.bus') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
    assert set(changewire_common._WHERE) == set(changewire_common.__all__)
