"""The blob worker process (started by blobproc.ProcessBlobWriter): reads bodies on stdin, stores
each with `FileBlobStore.put_sync`, answers with its key on stdout. Run as a script
(`python -P blobworker.py ROOT LEVEL`), it imports the standard library, zstandard and blobs.py
only: ~16 MB of memory (measured), not the whole package's ~50 MB.

Wire protocol (little-endian):
  greeting  id 0 · status 0 · length · b"ready"   (once, when the worker can serve)
  request   id u32 · length u64 · bytes
  response  id u32 · status u8 (0 ok, 1 error) · length u32 · key (ASCII) or error text (UTF-8)

A failed write is answered with its error and the worker goes on. It exits at the end of its stdin
(its parent closed the pipe, or died) and ignores SIGINT and SIGTERM: the parent decides when it
stops, so a signal meant for the parent never cuts a write short.
"""
from __future__ import annotations

import importlib.util
import signal
import struct
import sys
from pathlib import Path
from typing import Any

REQ = struct.Struct("<IQ")
RESP = struct.Struct("<IBI")
HELLO = b"ready"
#: the pipe from the parent holds this many bytes if the system allows (Linux; the default 64 KiB is
#: less than one body); the parent sets it
PIPE_BYTES = 1 << 20


def _store_class() -> Any:
    try:
        from .blobs import FileBlobStore  # imported as part of the package
    except ImportError:  # run as a script: load blobs.py alone, without the package's __init__
        spec = importlib.util.spec_from_file_location("_changewire_blobs", Path(__file__).with_name("blobs.py"))
        assert spec is not None and spec.loader is not None
        mod = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = mod
        spec.loader.exec_module(mod)
        FileBlobStore = mod.FileBlobStore  # noqa: N806
    return FileBlobStore


def serve(root: str, level: int) -> int:
    store = _store_class()(root, level=level)
    inp, out = sys.stdin.buffer, sys.stdout.buffer
    out.write(RESP.pack(0, 0, len(HELLO)) + HELLO)
    out.flush()
    while True:
        head = inp.read(REQ.size)
        if len(head) < REQ.size:
            return 0  # our parent closed the pipe (or died)
        rid, n = REQ.unpack(head)
        data = inp.read(n)
        if len(data) < n:
            return 0
        try:
            key = store.put_sync(data).encode("ascii")
            out.write(RESP.pack(rid, 0, len(key)) + key)
        except Exception as exc:  # noqa: BLE001 - reported to the caller of that put; the worker goes on
            msg = f"{type(exc).__name__}: {exc}".encode()[:4000]
            out.write(RESP.pack(rid, 1, len(msg)) + msg)
        out.flush()  # the caller is waiting for this key


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2 or not args[1].lstrip("-").isdigit():
        print("usage: python -P blobworker.py ROOT ZSTD_LEVEL", file=sys.stderr)
        return 2
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, signal.SIG_IGN)
    try:
        return serve(args[0], int(args[1]))
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
