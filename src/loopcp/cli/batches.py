"""Many puzzles at once: each item with its result, in input order, the work here, in processes or on a cluster.

A batch's results come in input order whatever does the work; an input
that could not be read keeps its place, with no result.  A cluster or
worker process that fails ends the command in one line (exit 4).
"""

from __future__ import annotations

import contextlib
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
