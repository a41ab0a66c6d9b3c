"""Content-addressed blob store: key = SHA-256 of the raw bytes, stored zstd-compressed.

Writes are idempotent (same bytes → same key), so a retried handler that writes before its
commit is harmless. `BlobStore` is the interface an S3-compatible backend implements later.
"""
from __future__ import annotations

import hashlib
import itertools
import os
import struct
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

#: Linux <linux/fs.h>: FS_IOC_GETFLAGS / FS_IOC_SETFLAGS, and FS_TOPDIR_FL (`chattr +T`)
_FS_IOC_GETFLAGS, _FS_IOC_SETFLAGS, _FS_TOPDIR_FL = 0x80086601, 0x40086602, 0x00020000


def mark_top_directory(path: str) -> bool:
    """Flag `path` as the top of a directory hierarchy (`chattr +T`, ext2/3/4), so the folders made in it
    are spread over the file system's block groups (the Orlov allocator) instead of packed into the
    group of their parent; a file's inode is then taken from its folder's group. True when the flag is set.

    Why: creating a file costs the kernel the search for a free inode in its folder's group. Measured on
    this project's ext4 VMs, in folders made under a crowded parent (/tmp, a repository checkout) a new
    file cost 0.3-1.4 ms of kernel CPU, the same in the same folders' siblings made under a +T parent
    0.02-0.07 ms: for a blob store that writes one file per body, the largest cost of a write. Elsewhere
    (another file system, no Linux, not the folder's owner) nothing is changed: best effort, never an error."""
    try:
        import fcntl
    except ImportError:  # not Unix
        return False
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return False
    try:
        # the kernel reads and writes an int, although the request numbers say long: room for both
        got = fcntl.ioctl(fd, _FS_IOC_GETFLAGS, bytes(8))
        flags = struct.unpack_from("i", got)[0]
        if not flags & _FS_TOPDIR_FL:
            fcntl.ioctl(fd, _FS_IOC_SETFLAGS, struct.pack("i", flags | _FS_TOPDIR_FL) + bytes(4))
        return True
    except OSError:  # ENOTTY / EOPNOTSUPP (not ext*), EPERM (not ours)
        return False
    finally:
        os.close(fd)


class FileBlobStore:
    """Blobs under `root/ab/<sha256>.zst` (256 folders, as git's objects); atomic writes (temp file +
    rename). Blobs of the earlier two-level layout (`root/ab/cd/<sha256>.zst`) are still read, found
    and deleted: a store written by an older version needs no migration.

    One folder level, not two: a young two-level store creates a folder for almost every blob (65,536
    of them fill only after ~700,000 blobs), and on ext4 a new folder costs 0.03-0.7 ms of kernel CPU.

    `put_sync` is safe from several threads at once and cheap on a hot path: folders known to exist
    are not re-created, a zstd compressor is reused per thread, temp files are opened directly. The root
    is flagged as a top directory (`mark_top_directory`) before this store makes a folder in it: on ext4
    that makes each new blob's inode 5-20 times cheaper to allocate.
    """

    def __init__(self, root: str | os.PathLike[str], level: int = 3) -> None:
        self.root = Path(root)
        self.level = level
        self._root = os.fspath(self.root)
        self._dirs: set[str] = set()
        self._root_ready = False
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
            self._make_folder(folder)
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

    def _make_folder(self, folder: str) -> None:
        if not self._root_ready:  # the root first, flagged before any folder is made in it
            os.makedirs(self._root, exist_ok=True)
            mark_top_directory(self._root)
            self._root_ready = True
        os.makedirs(folder, exist_ok=True)
        self._dirs.add(folder)

    def _open_tmp(self, folder: str) -> tuple[str, int]:
        for _ in range(100):
            tmp = f"{folder}/.tmp-{self._tag}-{next(self._seq)}"
            try:
                return tmp, os.open(tmp, _TMP_FLAGS, 0o600)
            except FileExistsError:
                continue
            except FileNotFoundError:  # the folder was removed behind our back: create it again
                self._root_ready = False
                self._make_folder(folder)
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
