"""Many puzzles at once: each item with its result, in input order, the work here, in processes or on a cluster.

A batch's results come in input order whatever does the work; an input
that could not be read keeps its place, with no result.  A cluster or
worker process that fails ends the command in one line (exit 4).
"""

from __future__ import annotations

import contextlib
import os
from collections import deque
from collections.abc import Callable, Generator, Iterable, Iterator
from typing import TYPE_CHECKING, TypeVar

from loopcp.cli.exits import BAD_INPUT, code_for
from loopcp.cli.streams import fail
from loopcp.errors import LoopcpError

if TYPE_CHECKING:
    from loopcp.cli.progress import Activity
    from loopcp.formats.batch import Item

R = TypeVar("R")

Run = Callable[[Iterator["Item"]], Iterator[R]]  # the work on the readable items, results in their order


@contextlib.contextmanager
def batch(items: Iterable[Item], run: Run[R], label: str | None) -> Iterator[Iterator[tuple[Item, R | None]]]:
    """Each item with its result, in input order; an item that could not be read comes with None.

    ``run`` gets only the items that hold a puzzle, and may read ahead of
    its results (worker processes, a cluster).  ``label``: a progress bar
    on a terminal's standard error, with the total once the input is read.
    Whatever is still at work is stopped when the block ends.
    """
    waiting: deque[Item] = deque()  # read, result not yet given out

    bar: contextlib.AbstractContextManager[Activity | None] = contextlib.nullcontext()
    if label:  # a bar only for a batch with a label: most runs never load its module
        from loopcp.cli.progress import activity

        bar = activity(label, bar=True)
    with bar as shown:

        def readable() -> Iterator[Item]:
            seen = 0
            for item in items:
                waiting.append(item)
                seen += 1
                if item.puzzle is not None:
                    yield item
            if shown is not None:
                shown.total(seen)

        results = run(readable())

        def paired() -> Generator[tuple[Item, R | None]]:
            for result in guarded(results):
                while waiting[0].puzzle is None:
                    yield waiting.popleft(), None
                yield waiting.popleft(), result
                if shown is not None:
                    shown.advance()
            while waiting:
                yield waiting.popleft(), None

        each = paired()
        try:
            yield each
        finally:
            each.close()
            close = getattr(results, "close", None)
            if close is not None:
                close()


IN_FLIGHT = 2  # puzzles solved at once in this process: each search runs in C++, off the interpreter's lock


def threads_here() -> int:
    """How many puzzles to have at work at once in this process: ``IN_FLIGHT``, or 1 on one processor."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return min(IN_FLIGHT, cores)


def in_flight(
    items: Iterator[Item],
    work: Callable[[Item], R],
    width: int,
    waiting: Callable[[Item], contextlib.AbstractContextManager[object]],
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
    from concurrent.futures import Future, ThreadPoolExecutor

    from loopcp.stopping import Halt, halting

    halt = Halt()

    def halted_work(item: Item) -> R:
        with halting(halt):
            return work(item)

    pool = ThreadPoolExecutor(width, thread_name_prefix="loopcp-batch")
    pending: deque[tuple[Item, Future[R]]] = deque()

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


def guarded(results: Iterable[R]) -> Iterator[R]:
    """Results as they come; a cluster or worker process that fails ends the command (exit 4) in one line.

    So does a cluster address that is no address (exit 2).
    """
    try:
        yield from results
    except LoopcpError as exc:
        fail(str(exc), code_for(exc))


def workers_wanted(jobs: int, cluster: str | None) -> bool:
    """Whether the work goes out to processes or a cluster, rather than one puzzle at a time here.

    A cluster without Dask installed is bad usage, said before any input is read.
    """
    if cluster is not None:
        from loopcp import batchrun

        if not batchrun.has_dask():
            fail(batchrun.INSTALL_HINT, BAD_INPUT)
    return cluster is not None or jobs != 1
