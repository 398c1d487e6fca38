"""Puzzles solved ahead in threads of this process, results in input order (``solve`` on a file of puzzles)."""

from __future__ import annotations

import contextlib
import os
from collections import deque
from collections.abc import Callable, Iterator
from typing import TypeVar

T = TypeVar("T")
R = TypeVar("R")

IN_FLIGHT = 2  # puzzles solved at once in this process: each search runs in C++, off the interpreter's lock


def threads_here() -> int:
    """How many puzzles to have at work at once in this process: ``IN_FLIGHT``, or 1 on one processor."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return min(IN_FLIGHT, cores)


def in_flight(
    items: Iterator[T],
    work: Callable[[T], R],
    width: int,
    waiting: Callable[[T], contextlib.AbstractContextManager[object]],
) -> Iterator[R]:
    """``work(item)`` for each item, in input order, with up to ``width`` at work at once in threads.

    Why threads and not processes: a search spends its time in CP-SAT's C++,
    which lets go of the interpreter, so one puzzle's search runs while the
    next one's model is built and the last one's answer is verified and
    printed; and a thread costs nothing to start.  ``waiting(item)`` is
    around each wait for a result (a spinner, on a terminal), here in the
    calling thread, where the output is.  When the caller stops early (an
    error, a signal, a closed pipe), the searches still at work are stopped
    through CP-SAT's own call and waited for, so no thread outlives the
    batch.
    """
    if width <= 1:
        for item in items:
            with waiting(item):
                yield work(item)
        return
    from concurrent.futures import Future, ThreadPoolExecutor  # noqa: PLC0415

    from loopcp.stopping import Halt, halting  # noqa: PLC0415

    halt = Halt()

    def halted_work(item: T) -> R:
        with halting(halt):
            return work(item)

    pool = ThreadPoolExecutor(width, thread_name_prefix="loopcp-batch")
    pending: deque[tuple[T, Future[R]]] = deque()

    def oldest() -> R:
        head, future = pending.popleft()
        with waiting(head):
            return future.result()

    try:
        for item in items:
            pending.append((item, pool.submit(halted_work, item)))
            if len(pending) >= width:
                yield oldest()
        while pending:
            yield oldest()
    finally:  # after the last result nothing is at work; after a stop, the oldest may be, even if none waits
        halt.stop()
        pool.shutdown(wait=True, cancel_futures=True)
