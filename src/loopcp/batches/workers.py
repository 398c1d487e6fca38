"""Work spread over local processes that never outlive the command that started them.

``ordered_map(fn, items, workers)`` is ``map`` in input order, over that
many worker processes.  What it guarantees on the way out, whatever the
way:

- the caller stops early (an exception such as Ctrl-C's, a closed pipe, a
  generator closed half-way): every worker is killed at once and reaped,
  not waited for (a worker deep in a CP-SAT search would otherwise finish
  its puzzle first, for minutes);
- the parent dies without warning (SIGKILL): each worker asked Linux to
  send it SIGKILL when its parent dies (``PR_SET_PDEATHSIG``), so none is
  left to PID 1;
- Ctrl-C at a terminal reaches the whole process group: workers ignore
  SIGINT and leave it to the parent, which ends them, so no worker prints
  a traceback of its own.

Each worker is a fresh interpreter running ``serve`` that
reads pickled jobs on its standard input and writes pickled results on its
standard output, one at a time.  Work goes in and out as plain values:
OR-Tools models cannot be pickled, and a fork of a process that runs
OR-Tools' threads may deadlock.

Roads not taken: ``multiprocessing.Pool`` and ``ProcessPoolExecutor`` both
start a semaphore-tracking helper process that can only end after the
parent has exited, so it is always left behind for PID 1 to reap, and on
SIGTERM the executor waits for running work instead of ending it.
"""

from __future__ import annotations

import contextlib
import importlib
import itertools
import pickle
import selectors
import signal
import struct
import subprocess
import sys
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import IO, Any, TypeVar

from loopcp.errors import WorkerError

T = TypeVar("T")
R = TypeVar("R")

_PR_SET_PDEATHSIG = 1  # from linux/prctl.h
_HEADER = struct.Struct("!Q")  # the length of each pickled message
_END = object()  # the end of the items
_DEPTH = 2  # jobs a worker holds: the next one waits in its pipe, so that it never idles while we print
_SMALL = 32 * 1024  # a job queued behind another must fit the pipe's buffer: writing it never blocks


def die_with_parent() -> None:
    """Ask the kernel to kill this process when its parent dies (Linux; elsewhere nothing)."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes  # noqa: PLC0415 (a child's first moments only)
    import ctypes.util  # noqa: PLC0415

    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)


def _pack(value: object) -> bytes:
    data = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    return _HEADER.pack(len(data)) + data


def _send(stream: IO[bytes], value: object) -> None:
    stream.write(_pack(value))
    stream.flush()


def _read(stream: IO[bytes], size: int) -> bytes:
    """Exactly ``size`` bytes (an unbuffered pipe may return fewer at a time); EOFError at the end."""
    parts, left = [], size
    while left:
        part = stream.read(left)
        if not part:
            raise EOFError
        parts.append(part)
        left -= len(part)
    return b"".join(parts)


def _receive(stream: IO[bytes]) -> Any:
    (size,) = _HEADER.unpack(_read(stream, _HEADER.size))
    return pickle.loads(_read(stream, size))  # our own worker's output, never outside data


class _Worker:
    """One worker process and the jobs it has been given, oldest first."""

    def __init__(self, target: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", "import sys; from loopcp.batches.workers import serve; serve(sys.argv[1])", target],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            bufsize=0,  # unbuffered: reading one result must not pull the next out of the pipe, unseen by select
        )
        self.jobs: deque[int] = deque()

    def give(self, k: int, message: bytes) -> None:
        assert self.process.stdin is not None
        view = memoryview(message)
        while view:
            view = view[self.process.stdin.write(view) or 0 :]
        self.jobs.append(k)

    def take(self) -> tuple[int, Any]:
        assert self.process.stdout is not None and self.jobs
        try:
            ok, value = _receive(self.process.stdout)
        except EOFError:
            raise WorkerError(f"internal error: a worker process died (exit code {self.process.wait()})") from None
        if not ok:
            raise WorkerError(f"internal error in a worker process: {value}")
        return self.jobs.popleft(), value

    def end(self) -> None:
        with contextlib.suppress(OSError):
            self.process.kill()
        self.process.wait()
        for stream in (self.process.stdin, self.process.stdout):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()


def ordered_map(fn: Callable[[T], R], items: Iterable[T], workers: int, *, ahead: int | None = None) -> Iterator[R]:
    """``fn`` over ``items`` in ``workers`` processes (1: here), yielding results in input order.

    ``fn`` must be a module-level function, and items and results plain
    picklable values.  Items are read from ``items`` only as workers free
    up, and at most ``ahead`` (default ``4 * workers``) of them are at work
    or waiting for an earlier one to be yielded: a slow item holds the line
    back rather than letting finished results pile up, so memory stays
    bounded however long the stream.  A batch of one item is done here,
    without starting a process.
    """
    source: Iterator[object] = iter(items)
    first = list(itertools.islice(source, 2))
    if workers <= 1 or len(first) <= 1:
        for item in itertools.chain(first, source):
            yield fn(item)  # type: ignore[arg-type]
        return
    window = max(ahead or 4 * workers, workers)
    source = itertools.chain(first, source)
    target = f"{fn.__module__}:{fn.__qualname__}"
    pool = [_Worker(target) for _ in range(workers)]
    done: dict[int, R] = {}
    ready: tuple[int, bytes] | None = None  # the next job, read and pickled, not yet given
    following = 0  # the number of the next item to read
    wanted = 0  # the number of the next result to yield
    exhausted = False
    try:
        with selectors.DefaultSelector() as selector:
            for worker in pool:
                assert worker.process.stdout is not None
                selector.register(worker.process.stdout, selectors.EVENT_READ, worker)
            while True:
                while True:  # hand out jobs: to idle workers, and a small second one to busy workers
                    if ready is None and not exhausted and following < wanted + window:
                        item = next(source, _END)
                        if item is _END:
                            exhausted = True
                        else:
                            ready, following = (following, _pack(item)), following + 1
                    if ready is None:
                        break
                    taker = min(pool, key=lambda w: len(w.jobs))
                    if taker.jobs and (len(taker.jobs) >= _DEPTH or len(ready[1]) > _SMALL):
                        break
                    taker.give(*ready)
                    ready = None
                if wanted in done:
                    yield done.pop(wanted)
                    wanted += 1
                    continue
                if ready is None and not any(worker.jobs for worker in pool):
                    return  # nothing at work, nothing waiting: the items are all done
                for key, _ in selector.select():
                    k, value = key.data.take()
                    done[k] = value
    finally:
        for worker in pool:
            worker.end()


def serve(target: str) -> None:
    """A worker's life: run ``module:function`` on each job read from standard input until it closes."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    die_with_parent()
    module, name = target.split(":")
    fn = getattr(importlib.import_module(module), name)
    jobs, results = sys.stdin.buffer, sys.stdout.buffer
    sys.stdout = sys.stderr  # anything the work prints must not corrupt the results
    while True:
        try:
            item = _receive(jobs)
        except EOFError:
            return
        try:
            reply: tuple[bool, object] = (True, fn(item))
        except Exception as exc:  # reported to the parent, which raises it as an internal error
            reply = (False, f"{type(exc).__name__}: {exc}")
        _send(results, reply)
