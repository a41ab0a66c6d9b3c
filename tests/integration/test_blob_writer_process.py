"""The fetcher's blob writes in worker processes (changewire_common.blobproc), with real child
processes and files: keys and files as FileBlobStore writes them, a failed write fails that put
only, a child killed mid-write fails its waiting puts and is replaced, a child never outlives its
parent (SIGKILLed), and close() lets every write already sent finish."""
from __future__ import annotations

import asyncio
import hashlib
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import psutil
import pytest

from changewire_common.blobproc import BlobWriterError, BlobWriterPool, ProcessBlobWriter
from changewire_common.blobs import FileBlobStore


def _page(i: int, size: int = 120_000) -> bytes:
    line = f"<li class='job-{i}'>Senior engineer {i}, Berlin</li>\n".encode()
    return b"<html><body><ul>" + line * (size // len(line)) + b"</ul></body></html>"


def _with_prefix(prefix: str) -> bytes:
    """Bytes whose blob key starts with `prefix` (two hex digits: one try in 256 on average)."""
    for i in range(100_000):
        data = f"body {i} ".encode() * 3000
        if hashlib.sha256(data).hexdigest().startswith(prefix):
            return data
    raise AssertionError("no such body")


async def test_keys_and_files_as_the_store_writes_them(tmp_path: Path) -> None:
    pool = BlobWriterPool(tmp_path, level=1, workers=2)
    await pool.start()
    try:
        bodies = [_page(i % 40) for i in range(200)]  # 40 distinct bodies, each sent 5 times at once
        keys = await asyncio.gather(*(pool.put(b) for b in bodies))
    finally:
        await pool.close()
    assert keys == [hashlib.sha256(b).hexdigest() for b in bodies]
    plain = FileBlobStore(tmp_path)
    assert len(plain.keys()) == 40
    for b, k in zip(bodies[:40], keys[:40], strict=True):
        assert plain.get_sync(k) == b
        assert (tmp_path / k[:2] / f"{k}.zst").stat().st_size < len(b)  # compressed
    assert not list(tmp_path.rglob(".tmp-*"))
    assert all(w.starts == 1 for w in pool.writers)
    assert all(w.pid is None for w in pool.writers)  # closed: the children have exited


async def test_empty_and_tiny_bodies(tmp_path: Path) -> None:
    w = ProcessBlobWriter(tmp_path)
    try:
        assert await asyncio.wait_for(w.put(b""), 10) == hashlib.sha256(b"").hexdigest()
        assert await w.put(b"x") == hashlib.sha256(b"x").hexdigest()
    finally:
        await w.close()
    assert FileBlobStore(tmp_path).get_sync(hashlib.sha256(b"").hexdigest()) == b""


async def test_a_failed_write_fails_that_put_only(tmp_path: Path) -> None:
    bad = _with_prefix("ab")
    (tmp_path / "ab").write_bytes(b"a file where the folder ab/ should be")
    w = ProcessBlobWriter(tmp_path, level=1)
    try:
        with pytest.raises(BlobWriterError, match="Error"):
            await w.put(bad)
        good = _page(1)
        assert await w.put(good) == hashlib.sha256(good).hexdigest()
        assert w.starts == 1  # the worker reported the error and went on
    finally:
        await w.close()


async def test_a_killed_child_fails_its_waiting_puts_and_is_replaced(tmp_path: Path) -> None:
    w = ProcessBlobWriter(tmp_path, level=1)
    await w.start()
    pid = w.pid
    assert pid is not None
    os.kill(pid, signal.SIGSTOP)  # it reads nothing more: the puts below are all waiting on it
    puts = [asyncio.create_task(w.put(_page(i))) for i in range(6)]
    await asyncio.sleep(0.3)
    assert not any(p.done() for p in puts)
    os.kill(pid, signal.SIGKILL)
    results = await asyncio.wait_for(asyncio.gather(*puts, return_exceptions=True), 10)
    assert all(isinstance(r, BlobWriterError) for r in results), results
    assert "exit status -9" in str(results[0])
    try:
        body = _page(99)
        assert await w.put(body) == hashlib.sha256(body).hexdigest()  # a new child took over
        assert w.starts == 2 and w.pid not in (None, pid)
        assert FileBlobStore(tmp_path).get_sync(hashlib.sha256(body).hexdigest()) == body
    finally:
        await w.close()


def test_the_child_never_outlives_its_parent(tmp_path: Path) -> None:
    parent = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(f"""
            import asyncio, sys
            from changewire_common.blobproc import ProcessBlobWriter
            async def main():
                w = ProcessBlobWriter({str(tmp_path)!r})
                await w.put(b"x" * 100_000)
                print(w.pid, flush=True)
                await asyncio.sleep(60)
            asyncio.run(main())
        """)], stdout=subprocess.PIPE, text=True)
    try:
        assert parent.stdout is not None
        child = psutil.Process(int(parent.stdout.readline()))
        assert child.is_running()
        parent.kill()  # SIGKILL: no clean-up of any kind in the parent
        parent.wait(10)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and child.is_running() and child.status() != psutil.STATUS_ZOMBIE:
            time.sleep(0.05)
        assert not child.is_running() or child.status() == psutil.STATUS_ZOMBIE
    finally:
        parent.kill()
        parent.wait(10)


async def test_close_lets_the_writes_already_sent_finish(tmp_path: Path) -> None:
    w = ProcessBlobWriter(tmp_path, level=1)
    await w.start()
    bodies = [_page(i) for i in range(30)]
    puts = [asyncio.create_task(w.put(b)) for b in bodies]
    await asyncio.sleep(0)  # every put has written its request (or waits to)
    await w.close()
    assert await asyncio.gather(*puts) == [hashlib.sha256(b).hexdigest() for b in bodies]
    with pytest.raises(BlobWriterError, match="closed"):
        await w.put(b"after close")


async def test_a_stuck_child_fails_the_put_after_its_timeout(tmp_path: Path) -> None:
    w = ProcessBlobWriter(tmp_path, level=1, timeout_s=0.5)
    await w.start()
    pid = w.pid
    assert pid is not None
    os.kill(pid, signal.SIGSTOP)  # as a child whose disk hangs: it answers nothing
    try:
        t0 = time.monotonic()
        with pytest.raises(BlobWriterError, match="no answer in 0.5 s"):
            await w.put(_page(7))
        assert time.monotonic() - t0 < 5
    finally:
        os.kill(pid, signal.SIGCONT)
        await w.close()
    body = _page(7)  # the write went through once the child could go on: the blob is whole
    assert FileBlobStore(tmp_path).get_sync(hashlib.sha256(body).hexdigest()) == body
