"""Each input with its result, in input order, whatever does the work; an unreadable input keeps its place.

``paired(items, run)`` gives ``run`` only the items that hold a puzzle,
which it may read ahead of its results (worker processes, a cluster, the
threads of ``in_flight``), and pairs each item with its result again, an
item that could not be read with None.  Whatever is still at work is
stopped when the block ends (``run``'s results are closed).
"""

from __future__ import annotations

import contextlib
from collections import deque
from collections.abc import Callable, Generator, Iterable, Iterator
from typing import TYPE_CHECKING, Protocol, TypeVar

if TYPE_CHECKING:
    from loopcp.formats.batch import Item

R = TypeVar("R")

Run = Callable[[Iterator["Item"]], Iterable[R]]  # the work on the readable items, results in their order


class Progress(Protocol):
    """What ``paired`` tells a progress bar: the total once the input is read, and each result as it comes."""

    def total(self, count: int) -> None: ...

    def advance(self) -> None: ...


@contextlib.contextmanager
def paired(
    items: Iterable[Item], run: Run[R], progress: Progress | None = None
) -> Iterator[Iterator[tuple[Item, R | None]]]:
    """Each item with its result, in input order; an item that could not be read comes with None."""
    waiting: deque[Item] = deque()  # read, result not yet given out

    def readable() -> Iterator[Item]:
        seen = 0
        for item in items:
            waiting.append(item)
            seen += 1
            if item.puzzle is not None:
                yield item
        if progress is not None:
            progress.total(seen)

    results = run(readable())

    def pairs() -> Generator[tuple[Item, R | None]]:
        for result in results:
            while waiting[0].puzzle is None:
                yield waiting.popleft(), None
            yield waiting.popleft(), result
            if progress is not None:
                progress.advance()
        while waiting:
            yield waiting.popleft(), None

    each = pairs()
    try:
        yield each
    finally:
        each.close()
        close = getattr(results, "close", None)
        if close is not None:
            close()
