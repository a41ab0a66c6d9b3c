"""FileBlobStore on the fetcher's hot path: the layout and keys, readable by a plain FileBlobStore,
idempotent, no temp files left behind, safe from several threads, and a removed folder is re-created."""
from __future__ import annotations

import hashlib
import shutil
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from changewire_common.blobs import FileBlobStore


async def test_same_layout_and_readable_by_the_plain_store(tmp_path: Path) -> None:
    fast = FileBlobStore(tmp_path, level=1)
    data = b"<html>" + b"careers page " * 5000 + b"</html>"
    key = fast.put_sync(data)
    assert key == hashlib.sha256(data).hexdigest()
    path = tmp_path / key[:2] / f"{key}.zst"
    assert path.is_file() and path.stat().st_size < len(data)
    assert (path.stat().st_mode & 0o777) == 0o600  # as mkstemp creates them
    assert await FileBlobStore(tmp_path).get(key) == data
    assert await fast.put(b"small") == hashlib.sha256(b"small").hexdigest()
    assert sorted(fast.keys()) == sorted([key, hashlib.sha256(b"small").hexdigest()])


def test_idempotent_and_no_temp_files_left(tmp_path: Path) -> None:
    fast = FileBlobStore(tmp_path)
    k1 = fast.put_sync(b"x" * 100)
    path = tmp_path / k1[:2] / f"{k1}.zst"
    mtime = path.stat().st_mtime_ns
    assert fast.put_sync(b"x" * 100) == k1
    assert path.stat().st_mtime_ns == mtime  # not rewritten
    assert not list(tmp_path.rglob(".tmp-*"))


def test_many_threads_at_once(tmp_path: Path) -> None:
    fast = FileBlobStore(tmp_path, level=1)
    bodies = [f"page {i % 50} ".encode() * 2000 for i in range(400)]  # 50 distinct, each written 8 times
    with ThreadPoolExecutor(8) as pool:
        keys = list(pool.map(fast.put_sync, bodies))
    assert keys == [hashlib.sha256(b).hexdigest() for b in bodies]
    plain = FileBlobStore(tmp_path)
    assert len(plain.keys()) == 50
    for b, k in zip(bodies[:50], keys[:50], strict=True):
        assert plain.get_sync(k) == b
    assert not list(tmp_path.rglob(".tmp-*"))


def test_folder_removed_behind_its_back(tmp_path: Path) -> None:
    fast = FileBlobStore(tmp_path)
    k1 = fast.put_sync(b"first")
    shutil.rmtree(tmp_path / k1[:2])
    # the folder is still in the store's "known to exist" set: the write must re-create it
    assert fast.put_sync(b"first") == k1
    assert FileBlobStore(tmp_path).get_sync(k1) == b"first"
