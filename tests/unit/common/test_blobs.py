"""The content-addressed blob store: SHA-256 keys, zstd on disk, idempotent atomic writes."""
from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest
import zstandard

from changewire_common.blobs import FileBlobStore, blob_key, mark_top_directory


async def test_put_get_round_trip_and_layout(tmp_path: Path) -> None:
    store = FileBlobStore(tmp_path)
    data = b"<html>" + b"hello " * 1000 + b"</html>"
    key = await store.put(data)
    assert key == hashlib.sha256(data).hexdigest() == blob_key(data)
    path = tmp_path / key[:2] / f"{key}.zst"
    assert path.exists() and path.stat().st_size < len(data)
    assert zstandard.ZstdDecompressor().decompress(path.read_bytes()) == data
    assert await store.get(key) == data
    assert await store.exists(key)
    assert store.keys() == [key]


async def test_same_bytes_same_key_written_once(tmp_path: Path) -> None:
    store = FileBlobStore(tmp_path)
    k1 = await store.put(b"x" * 10)
    path = tmp_path / k1[:2] / f"{k1}.zst"
    mtime = path.stat().st_mtime_ns
    assert await store.put(b"x" * 10) == k1
    assert path.stat().st_mtime_ns == mtime
    assert not [p for p in tmp_path.rglob(".tmp-*")]


async def test_large_and_empty_blobs(tmp_path: Path) -> None:
    store = FileBlobStore(tmp_path)
    big = os.urandom(300 * 1024)
    assert await store.get(await store.put(big)) == big
    assert await store.get(await store.put(b"")) == b""


async def test_delete_and_missing(tmp_path: Path) -> None:
    store = FileBlobStore(tmp_path)
    key = await store.put(b"gone soon")
    await store.delete(key)
    await store.delete(key)  # idempotent
    assert not await store.exists(key)
    with pytest.raises(FileNotFoundError):
        await store.get(key)


@pytest.mark.parametrize("bad", ["../../etc/passwd", "abc", "G" * 64, "A" * 64])
async def test_keys_are_validated(tmp_path: Path, bad: str) -> None:
    with pytest.raises(ValueError, match="not a blob key"):
        await FileBlobStore(tmp_path).get(bad)


async def test_blobs_of_the_legacy_two_level_layout_are_read_found_and_deleted(tmp_path: Path) -> None:
    data = b"<html>written by an older version</html>"
    key = blob_key(data)
    legacy = tmp_path / key[:2] / key[2:4] / f"{key}.zst"
    legacy.parent.mkdir(parents=True)
    legacy.write_bytes(zstandard.ZstdCompressor().compress(data))
    store = FileBlobStore(tmp_path)
    assert await store.exists(key) and await store.get(key) == data
    assert store.keys() == [key]
    assert await store.put(data) == key  # already stored: not written a second time in the new layout
    assert not (tmp_path / key[:2] / f"{key}.zst").exists()
    new = await store.put(b"new bytes")
    assert (tmp_path / new[:2] / f"{new}.zst").is_file() and store.keys() == sorted([key, new])
    await store.delete(key)
    assert not legacy.exists() and not await store.exists(key) and store.keys() == [new]


def test_a_new_blob_creates_at_most_one_folder_level(tmp_path: Path) -> None:
    store = FileBlobStore(tmp_path)
    keys = [store.put_sync(f"page {i}".encode()) for i in range(300)]
    folders = {p for p in tmp_path.rglob("*") if p.is_dir()}
    assert folders == {tmp_path / k[:2] for k in keys}  # ≤ 256 folders however many blobs, none nested


def _top_flag(path: Path) -> bool:
    import fcntl
    import struct

    fd = os.open(path, os.O_RDONLY)
    try:
        return bool(struct.unpack_from("i", fcntl.ioctl(fd, 0x80086601, bytes(8)))[0] & 0x00020000)
    finally:
        os.close(fd)


def test_the_root_is_flagged_a_top_directory_before_its_folders_are_made(tmp_path: Path) -> None:
    """On ext4 (`chattr +T`): the folders of a new store are spread over the block groups, where a file's
    inode is cheap to find. Where the file system has no such flag, the store works the same."""
    probe = tmp_path / "probe"
    probe.mkdir()
    if not mark_top_directory(str(probe)):
        pytest.skip("this file system has no top-directory flag")
    assert _top_flag(probe)
    root = tmp_path / "store" / "blobs"  # not there yet: the store makes it
    store = FileBlobStore(root)
    key = store.put_sync(b"<html>first</html>")
    assert _top_flag(root)
    assert not _top_flag(root / key[:2])  # only the root: its folders are placed, not flagged
    assert store.get_sync(key) == b"<html>first</html>"


def test_marking_a_top_directory_is_best_effort(tmp_path: Path) -> None:
    assert mark_top_directory(str(tmp_path / "missing")) is False
    f = tmp_path / "file"
    f.write_bytes(b"x")
    assert mark_top_directory(str(f)) is False
