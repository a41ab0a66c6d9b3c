"""The blob store's writes in a child process: `ProcessBlobWriter.put(data)` hands the bytes to a
worker process that hashes, compresses and writes them with `FileBlobStore.put_sync`, and returns
the key once the blob is in place (renamed), so the caller may commit a row that names it.

Why a process and not threads: a write makes about seven system calls (hash, stat, compress, open,
write, close, rename) and each one gives up the GIL; a thread has to win it back from a busy event
loop every time. Measured in the fetcher at ~750 runs/s, a 100 KB blob took ~2 ms of wall time on a
thread for ~0.5 ms of CPU, and the blob threads, not the event loop, set the throughput. A child
process has a GIL of its own; this side pays one pipe write per blob.

The child runs blobworker.py (its wire protocol is described there), which loads only blobs.py.

A feeder thread writes the bodies into the pipe (see `_Feeder`); the answers are read on the event loop.
The child exits at the end of its stdin, so it never outlives the process that started it (killed
or not). If it dies, every put waiting on it fails with `BlobWriterError` (the callers' runs retry:
a blob is content-addressed, writing it twice is harmless) and the next put starts a new child.
"""
from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import queue
import sys
import threading
import time
from pathlib import Path

from . import blobworker
from .blobworker import HELLO as _HELLO
from .blobworker import PIPE_BYTES as _PIPE_BYTES
from .blobworker import REQ as _REQ
from .blobworker import RESP as _RESP

logger = logging.getLogger(__name__)

_START_TIMEOUT_S = 30.0
#: buffers per writev (POSIX guarantees at least 16; Linux allows 1,024)
_IOV_MAX = 512
_WORKER = os.fspath(Path(blobworker.__file__))
#: a child that died this soon after the previous start is not restarted at once
_RESTART_PAUSE_S = 1.0


class BlobWriterError(RuntimeError):
    """The blob worker could not store a body (its error) or is gone (died, not started)."""


def _writev_all(fd: int, bufs: list[bytes]) -> None:
    views = [memoryview(b) for b in bufs if b]  # an empty one would make writev return 0 forever
    while views:
        n = os.writev(fd, views[:_IOV_MAX])
        while n and views:
            if n >= len(views[0]):
                n -= len(views.pop(0))
            else:
                views[0], n = views[0][n:], 0


class _Feeder:
    """A thread that writes the requests into the child's stdin (a blocking pipe). It wakes as soon as
    the child has made room, where the event loop would refill the pipe only once per iteration: at
    ~1,000 bodies/s the fetcher's loop iterations last tens of milliseconds, and a pipe topped up once
    per iteration left the child waiting for input 70 % of the time while megabytes queued here."""

    def __init__(self, fd: int, name: str) -> None:
        self.fd = fd
        self.q: queue.SimpleQueue[tuple[bytes, ...] | None] = queue.SimpleQueue()
        self.thread = threading.Thread(target=self._run, name=name, daemon=True)
        self.thread.start()

    def send(self, *bufs: bytes) -> None:
        self.q.put(bufs)

    def stop(self) -> None:
        """Write what is queued, then close the pipe (the child's end of input)."""
        self.q.put(None)

    def _run(self) -> None:
        try:
            while True:
                item = self.q.get()
                if item is None:
                    return
                bufs, last = list(item), False
                while len(bufs) < _IOV_MAX:  # whatever else is queued goes in the same system call
                    try:
                        more = self.q.get_nowait()
                    except queue.Empty:
                        break
                    if more is None:
                        last = True
                        break
                    bufs.extend(more)
                _writev_all(self.fd, bufs)
                if last:
                    return
        except OSError:  # EPIPE: the child is gone; the reader sees its end and fails the waiting puts
            pass
        finally:
            os.close(self.fd)


class ProcessBlobWriter:
    """One worker process writing blobs for this process; `put` from any task of one event loop."""

    def __init__(self, root: str | os.PathLike[str], level: int = 3, *, name: str = "blobs",
                 timeout_s: float = 120.0) -> None:
        self.root = os.fspath(root)
        #: a put with no answer after this long fails (its run is retried later)
        self.timeout_s = timeout_s
        self.level = level
        self.name = name
        self._proc: asyncio.subprocess.Process | None = None
        self._feeder: _Feeder | None = None
        self._reader: asyncio.Task[None] | None = None
        self._pending: dict[int, asyncio.Future[str]] = {}
        self._next_id = 0
        self._start_lock = asyncio.Lock()
        self._started_at = 0.0
        self._closed = False
        #: children started (a restart after a death counts too)
        self.starts = 0

    @property
    def pid(self) -> int | None:
        return self._proc.pid if self._proc is not None and self._proc.returncode is None else None

    async def start(self) -> None:
        async with self._start_lock:
            await self._ensure_started()

    def _running(self) -> bool:
        return (self._proc is not None and self._proc.returncode is None and self._reader is not None
                and not self._reader.done())

    async def _ensure_started(self) -> _Feeder:
        if self._running():
            assert self._feeder is not None
            return self._feeder
        if self._closed:
            raise BlobWriterError(f"{self.name} writer is closed")
        pause = self._started_at + _RESTART_PAUSE_S - time.monotonic()
        if self.starts and pause > 0:
            await asyncio.sleep(pause)
        self._started_at = time.monotonic()
        r, w = os.pipe()  # blocking, not inherited (but r, as the child's stdin)
        for size in (_PIPE_BYTES, 256 << 10):  # as big as the system allows (Linux; 64 KiB by default)
            try:
                import fcntl

                fcntl.fcntl(w, getattr(fcntl, "F_SETPIPE_SZ", 1031), size)
                break
            except (ImportError, OSError):
                continue
        try:
            proc = await asyncio.create_subprocess_exec(
                # -P: the script's folder (this package's) is not put on sys.path, where http/ would hide
                # the standard library's; the script imports nothing of the package but blobs.py
                sys.executable, "-P", _WORKER, self.root, str(self.level),
                stdin=r, stdout=asyncio.subprocess.PIPE, stderr=None,
                start_new_session=True)  # a Ctrl-C in a terminal reaches this process, which then closes the child
        except OSError as exc:
            os.close(w)
            raise BlobWriterError(f"cannot start the {self.name} worker process: {exc}") from exc
        finally:
            os.close(r)
        assert proc.stdout is not None
        try:  # the child says it is ready (it imported what it needs and can write responses)
            head = await asyncio.wait_for(proc.stdout.readexactly(_RESP.size + len(_HELLO)), _START_TIMEOUT_S)
            if head[_RESP.size:] != _HELLO:
                raise ValueError(f"unexpected greeting {head!r}")
        except (asyncio.IncompleteReadError, TimeoutError, ValueError) as exc:
            os.close(w)
            with contextlib.suppress(ProcessLookupError):
                proc.kill()
            rc = await proc.wait()
            raise BlobWriterError(f"the {self.name} worker process did not start (exit status {rc}): {exc!r}") from exc
        self._proc = proc
        self._feeder = _Feeder(w, f"{self.name}-feeder")
        self.starts += 1
        self._reader = asyncio.create_task(self._read(proc), name=f"{self.name}-reader")
        logger.info("%s worker process %d started", self.name, proc.pid)
        return self._feeder

    async def put(self, data: bytes) -> str:
        """Store `data`; its key once the blob is in place (renamed into the store's folder)."""
        if self._running():
            feeder = self._feeder
        else:
            async with self._start_lock:
                feeder = await self._ensure_started()
        assert feeder is not None
        rid = self._next_id = (self._next_id % 0xFFFFFFFF) + 1  # 1 … 2³²-1 (0 is the greeting)
        fut: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        self._pending[rid] = fut
        # no back-pressure of its own: the bodies waiting here are the ones the runs hold anyway
        feeder.send(_REQ.pack(rid, len(data)), data)
        try:
            return await asyncio.wait_for(fut, self.timeout_s)
        except TimeoutError:
            raise BlobWriterError(f"{self.name} worker process {self.pid} gave no answer in {self.timeout_s:g} s "
                                  f"({len(self._pending)} writes waiting: is the blob folder's disk stuck?)") from None
        finally:
            self._pending.pop(rid, None)

    @property
    def waiting(self) -> int:
        """Puts sent and not yet answered."""
        return len(self._pending)

    async def _read(self, proc: asyncio.subprocess.Process) -> None:
        out = proc.stdout
        assert out is not None
        why = "exited"
        try:
            while True:
                head = await out.readexactly(_RESP.size)
                rid, status, n = _RESP.unpack(head)
                payload = (await out.readexactly(n)).decode("utf-8", "replace") if n else ""
                fut = self._pending.get(rid)
                if fut is None or fut.done():
                    continue  # its caller was cancelled
                if status == 0:
                    fut.set_result(payload)
                else:
                    fut.set_exception(BlobWriterError(payload or "blob write failed"))
        except asyncio.IncompleteReadError:
            pass
        except Exception as exc:  # noqa: BLE001 - the protocol is broken: treat the child as dead
            why = f"broke the protocol ({exc})"
            with contextlib.suppress(ProcessLookupError):
                proc.kill()
        rc = await proc.wait()
        if not self._closed:
            logger.error("%s worker process %d %s (exit status %s); %d write(s) will be retried",
                         self.name, proc.pid, why, rc, len(self._pending))
        err = BlobWriterError(f"{self.name} worker process {why} (exit status {rc})")
        for fut in list(self._pending.values()):
            if not fut.done():
                fut.set_exception(err)

    async def close(self, timeout_s: float = 30.0) -> None:
        """Let the child finish what it was sent, then end it."""
        self._closed = True
        proc, reader, feeder = self._proc, self._reader, self._feeder
        if proc is None:
            return
        if feeder is not None:
            feeder.stop()
        try:
            await asyncio.wait_for(proc.wait(), timeout_s)
        except TimeoutError:
            with contextlib.suppress(ProcessLookupError):
                proc.kill()
            await proc.wait()
        if feeder is not None:
            await asyncio.to_thread(feeder.thread.join, 10.0)
        if reader is not None:
            await asyncio.gather(reader, return_exceptions=True)


class BlobWriterPool:
    """Several worker processes; each put goes to the one with the fewest writes outstanding. More
    than one keeps blobs flowing while one waits on the file system."""

    def __init__(self, root: str | os.PathLike[str], level: int = 3, *, workers: int = 2,
                 name: str = "blobs") -> None:
        self.writers = [ProcessBlobWriter(root, level, name=f"{name}-{i}") for i in range(max(1, workers))]

    async def start(self) -> None:
        await asyncio.gather(*(w.start() for w in self.writers))

    async def put(self, data: bytes) -> str:
        return await min(self.writers, key=lambda w: w.waiting).put(data)

    async def close(self, timeout_s: float = 30.0) -> None:
        await asyncio.gather(*(w.close(timeout_s) for w in self.writers))
