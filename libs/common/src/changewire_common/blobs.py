"""Content-addressed blob store: key = SHA-256 of the raw bytes, stored zstd-compressed.

Writes are idempotent (same bytes → same key), so a retried handler that writes before its
commit is harmless. `BlobStore` is the interface an S3-compatible backend implements later.
"""
from __future__ import annotations

import asyncio
import hashlib
import os
import tempfile
from pathlib import Path
from typing import Protocol

import zstandard


def blob_key(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


class BlobStore(Protocol):
    async def put(self, data: bytes) -> str: ...
    async def get(self, key: str) -> bytes: ...
    async def exists(self, key: str) -> bool: ...
    async def delete(self, key: str) -> None: ...
    def keys(self) -> list[str]: ...


class FileBlobStore:
    """Blobs under `root/ab/cd/<sha256>.zst`; atomic writes (temp file + rename)."""

    def __init__(self, root: str | os.PathLike[str], level: int = 3) -> None:
        self.root = Path(root)
        self.level = level

    def _path(self, key: str) -> Path:
        if len(key) != 64 or any(c not in "0123456789abcdef" for c in key):
            raise ValueError(f"not a blob key: {key!r}")
        return self.root / key[:2] / key[2:4] / f"{key}.zst"

    def put_sync(self, data: bytes) -> str:
        key = blob_key(data)
        path = self._path(key)
        if path.exists():
            return key
        path.parent.mkdir(parents=True, exist_ok=True)
        comp = zstandard.ZstdCompressor(level=self.level).compress(data)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(comp)
            os.replace(tmp, path)
        except BaseException:
            try:
                os.unlink(tmp)
            except FileNotFoundError:
                pass
            raise
        return key

    def get_sync(self, key: str) -> bytes:
        with open(self._path(key), "rb") as f:
            return zstandard.ZstdDecompressor().decompress(f.read(), max_output_size=1 << 31)

    async def put(self, data: bytes) -> str:
        if len(data) < 256 * 1024:
            return self.put_sync(data)
        return await asyncio.to_thread(self.put_sync, data)

    async def get(self, key: str) -> bytes:
        return await asyncio.to_thread(self.get_sync, key)

    async def exists(self, key: str) -> bool:
        return self._path(key).exists()

    async def delete(self, key: str) -> None:
        try:
            self._path(key).unlink()
        except FileNotFoundError:
            pass

    def keys(self) -> list[str]:
        if not self.root.exists():
            return []
        return [p.name[:-4] for p in self.root.glob("??/??/*.zst")]
