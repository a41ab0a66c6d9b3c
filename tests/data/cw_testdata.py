"""Loading test scaffolding from its file: tests/ is not a package (pytest runs with
--import-mode=importlib), so the shared helpers under tests/data, a unit module's fixtures or
deploy/generate.py are loaded by path. pytest.ini puts tests/data on sys.path so that this module is
importable (`from cw_testdata import load_module`)."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

#: the tests/ folder
TESTS = Path(__file__).resolve().parents[1]


def load_module(name: str, path: str | Path, *, reuse: bool = False) -> ModuleType:
    """The module in the file `path` (relative to tests/, or absolute), registered as `name` in
    sys.modules (dataclasses look their module up while a class is built). `reuse`: the module already
    loaded under that name, when there is one, instead of a fresh copy."""
    if reuse and name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, TESTS / path)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod
