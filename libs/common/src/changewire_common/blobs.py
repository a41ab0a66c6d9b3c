"""Content-addressed blob store: key = SHA-256 of the raw bytes, stored zstd-compressed.

Writes are idempotent (same bytes → same key), so a retried handler that writes before its
commit is harmless. `BlobStore` is the interface an S3-compatible backend implements later.
"""
from __future__ import annotations

import hashlib
import itertools
import os
import threading
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


_TMP_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)


class FileBlobStore:
    """Blobs under `root/ab/<sha256>.zst` (256 folders, as git's objects); atomic writes (temp file +
    rename). Blobs of the earlier two-level layout (`root/ab/cd/<sha256>.zst`) are still read, found
    and deleted: a store written by an older version needs no migration.

    One folder level, not two: a young two-level store creates a folder for almost every blob (65,536
    of them fill only after ~700,000 blobs), and on ext4 a new folder costs 0.03-0.7 ms of kernel CPU.

    `put_sync` is safe from several threads at once and cheap on a hot path: folders known to exist
    are not re-created, a zstd compressor is reused per thread, temp files are opened directly.
    """

    def __init__(self, root: str | os.PathLike[str], level: int = 3) -> None:
        self.root = Path(root)
        self.level = level
        self._root = os.fspath(self.root)
        self._dirs: set[str] = set()
        self._local = threading.local()
        self._seq = itertools.count()
        # unique among processes sharing the folder (replicas in containers may share a pid)
        self._tag = f"{os.getpid()}-{os.urandom(6).hex()}"

    def _places(self, key: str) -> tuple[Path, Path]:
        """The blob's place and its place in the legacy two-level layout."""
        if len(key) != 64 or any(c not in "0123456789abcdef" for c in key):
            raise ValueError(f"not a blob key: {key!r}")
        return self.root / key[:2] / f"{key}.zst", self.root / key[:2] / key[2:4] / f"{key}.zst"

    def _path(self, key: str) -> Path:
        """Where the blob is (its legacy place when only that exists), else where it goes."""
        path, legacy = self._places(key)
        return legacy if not path.exists() and legacy.exists() else path

    def _compressor(self) -> zstandard.ZstdCompressor:
        comp = getattr(self._local, "comp", None)
        if comp is None:
            comp = self._local.comp = zstandard.ZstdCompressor(level=self.level)
        return comp  # type: ignore[no-any-return]

    def put_sync(self, data: bytes) -> str:
        key = blob_key(data)
        folder = f"{self._root}/{key[:2]}"
        path = f"{folder}/{key}.zst"
        if os.path.exists(path) or os.path.exists(f"{folder}/{key[2:4]}/{key}.zst"):
            return key  # content-addressed: the same bytes are already stored (here or in the legacy layout)
        comp = self._compressor().compress(data)
        if folder not in self._dirs:
            os.makedirs(folder, exist_ok=True)
            self._dirs.add(folder)
        tmp, fd = self._open_tmp(folder)
        try:
            try:
                view = memoryview(comp)
                while view:
                    view = view[os.write(fd, view):]
            finally:
                os.close(fd)
            os.replace(tmp, path)
        except BaseException:
            try:
                os.unlink(tmp)
            except FileNotFoundError:
                pass
            raise
        return key

    def _open_tmp(self, folder: str) -> tuple[str, int]:
        for _ in range(100):
            tmp = f"{folder}/.tmp-{self._tag}-{next(self._seq)}"
            try:
                return tmp, os.open(tmp, _TMP_FLAGS, 0o600)
            except FileExistsError:
                continue
            except FileNotFoundError:  # the folder was removed behind our back: create it again
                os.makedirs(folder, exist_ok=True)
        raise FileExistsError(f"no free temporary name in {folder}")

    def get_sync(self, key: str) -> bytes:
        with open(self._path(key), "rb") as f:
            return zstandard.ZstdDecompressor().decompress(f.read(), max_output_size=1 << 31)

    async def put(self, data: bytes) -> str:
        if len(data) < 256 * 1024:
            return self.put_sync(data)
        import asyncio  # here, not at the top: the blob worker process (blobworker.py) loads this module alone

        return await asyncio.to_thread(self.put_sync, data)

    async def get(self, key: str) -> bytes:
        import asyncio

        return await asyncio.to_thread(self.get_sync, key)

    async def exists(self, key: str) -> bool:
        return self._path(key).exists()

    async def delete(self, key: str) -> None:
        for p in self._places(key):
            try:
                p.unlink()
            except FileNotFoundError:
                pass

    def keys(self) -> list[str]:
        if not self.root.exists():
            return []
        return sorted({p.name[:-4] for pattern in ("??/*.zst", "??/??/*.zst") for p in self.root.glob(pattern)})
