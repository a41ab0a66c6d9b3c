"""Instruction counts of the differ pipeline per page, repeatable on a shared machine (wall-clock and CPU
timings are not, when other jobs run): the pipeline of bench_differ (`analyze` of each corpus HTML page's
re-fetched version against the stored state of the page) over every HTML page of ../shared/corpus, once
to fill the memos as a running differ has them (uncounted), then once counted under callgrind.

    PYTHONHASHSEED=0 valgrind --tool=callgrind --instr-atstart=no --collect-atstart=no \\
        --callgrind-out-file=/tmp/cg.%p .venv/bin/python bench/callgrind_differ.py
    callgrind_annotate --inclusive=yes /tmp/cg.<pid>.1 | head -60      # where the instructions go

The last line printed is `callgrind-differ: pages=… (instructions: see valgrind's "Collected", divide by pages)`.
`--inside MODULE:NAME` counts only the instructions spent inside one function, patched where the pipeline looks
it up (e.g. `changewire_differ.htmlnorm:_walk`, `changewire_differ.pipeline:extract_html`): a Python function's
share, which callgrind's own report cannot name (every Python frame is the interpreter's loop to it).
Counting is switched on around the measured pass by callgrind client requests, from a tiny C helper built
with the system C compiler into a temporary directory (valgrind's headers are needed: valgrind-dev or the
valgrind package). `--check` prints a digest of the verdicts, hashes and blocks instead: two versions of the
code that must read the pages alike must print the same digest (no valgrind needed).
"""
from __future__ import annotations

import argparse
import ctypes
import hashlib
import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_differ as bd  # noqa: E402

_HELPER = r"""
#include <valgrind/callgrind.h>
void cg_start(void){ CALLGRIND_ZERO_STATS; CALLGRIND_START_INSTRUMENTATION; CALLGRIND_TOGGLE_COLLECT; }
void cg_stop(void){ CALLGRIND_TOGGLE_COLLECT; CALLGRIND_DUMP_STATS; CALLGRIND_STOP_INSTRUMENTATION; }
void cg_start_off(void){ CALLGRIND_ZERO_STATS; CALLGRIND_START_INSTRUMENTATION; }
void cg_toggle(void){ CALLGRIND_TOGGLE_COLLECT; }
void cg_stop_off(void){ CALLGRIND_DUMP_STATS; CALLGRIND_STOP_INSTRUMENTATION; }
"""


def _count_inside(target: str, lib: ctypes.CDLL) -> None:
    """Patch MODULE:NAME so that collection is on only while it runs (outermost call only)."""
    import functools
    import importlib

    mod_name, _, attr = target.partition(":")
    mod = importlib.import_module(mod_name)
    fn = getattr(mod, attr)
    depth = [0]
    toggle = lib.cg_toggle

    @functools.wraps(fn)
    def counted(*args: object, **kwargs: object) -> object:
        depth[0] += 1
        if depth[0] == 1:
            toggle()
        try:
            return fn(*args, **kwargs)
        finally:
            depth[0] -= 1
            if depth[0] == 0:
                toggle()
    setattr(mod, attr, counted)


def _helper() -> ctypes.CDLL:
    d = Path(tempfile.mkdtemp(prefix="cgdiffer"))
    (d / "cg.c").write_text(_HELPER)
    subprocess.run(["cc", "-O2", "-shared", "-fPIC", "-o", str(d / "cg.so"), str(d / "cg.c")], check=True)
    return ctypes.CDLL(str(d / "cg.so"))


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--limit", type=int, default=0, help="only the first N pages")
    ap.add_argument("--check", action="store_true", help="print a digest of what the pipeline read instead")
    ap.add_argument("--inside", metavar="MODULE:NAME", default="",
                    help="count only inside this function, patched where it is looked up (e.g. changewire_differ.htmlnorm:_walk)")
    args = ap.parse_args()
    from changewire_common.service import tune_gc
    from changewire_differ.model import PreviousState
    from changewire_differ.pipeline import analyze, read

    pages = bd.load_pages(args.limit)
    tune_gc()
    rng = random.Random(42)
    prepared = []
    for _name, body in pages:
        new = bd.new_version(body, rng)
        prev = PreviousState(doc=read(body, kind="html", surface="blog", url="https://example.test/"))
        prepared.append((new, prev))

    def run(full: bool) -> list[object]:
        out: list[object] = []
        for new, prev in prepared:
            a = analyze(new, kind="html", surface="blog", url="https://example.test/", previous=prev, now=bd.NOW)
            if full:
                out.append((a.outcome, a.significance, a.kind, a.summary, repr(a.delta), repr(a.notes), a.doc.title,
                            a.doc.visible_hash, a.doc.normalized_hash, a.doc.structured_hash,
                            [(b.tag, b.text, b.norm, b.region, b.links, b.path) for b in a.doc.blocks]))
        return out

    if args.check:
        print(hashlib.sha256(json.dumps(run(True)).encode()).hexdigest())
        return 0
    lib = _helper()
    run(False)  # the memos filled, as in a differ that has run for a while (bench_differ's steady state)
    if args.inside:
        _count_inside(args.inside, lib)
        lib.cg_start_off()
        run(False)
        lib.cg_stop_off()
    else:
        lib.cg_start()
        run(False)
        lib.cg_stop()
    print(f"callgrind-differ: pages={len(prepared)} (instructions: see valgrind's \"Collected\", divide by pages)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
