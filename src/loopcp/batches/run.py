"""Any function over many items, results in input order: here, in local worker processes, or on a Dask cluster.

Items go out grouped into tasks of about ``LOCAL_CELLS`` (local) or
``CLUSTER_CELLS`` (Dask) cells (``_chunks``), so that a task's cost to
send is small beside its work; ``AHEAD`` tasks a worker are out at once.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator
from typing import TypeVar

T = TypeVar("T")
R = TypeVar("R")

LOCAL_CELLS = 1_000  # cells per task sent to a local worker process (a handful of 10x10 boards) ...
CLUSTER_CELLS = 10_000  # ... and per Dask task, which costs a millisecond or more to schedule
MOST_PER_TASK = 200  # puzzles per task at most, however small
AHEAD = 4  # tasks out at once per worker (local process or Dask thread): enough to keep each one busy


def cores() -> int:
    """How many cores this process may use: what ``jobs=0`` means."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


def _chunks(items: Iterable[T], weight: Callable[[T], int] | None, budget: int) -> Iterator[tuple[T, ...]]:
    """Items in consecutive groups of about ``budget`` weight (at most ``MOST_PER_TASK``); one each without a weight."""
    if weight is None:
        for item in items:
            yield (item,)
        return
    chunk: list[T] = []
    total = 0
    for item in items:
        chunk.append(item)
        total += weight(item)
        if total >= budget or len(chunk) >= MOST_PER_TASK:
            yield tuple(chunk)
            chunk, total = [], 0
    if chunk:
        yield tuple(chunk)


def _apply(task: tuple[Callable[[T], R], tuple[T, ...]]) -> list[R]:
    """A worker's task: one function over a chunk of items (module level, so that it pickles by name)."""
    fn, chunk = task
    return [fn(item) for item in chunk]


def run_many(
    fn: Callable[[T], R],
    items: Iterable[T],
    *,
    jobs: int = 1,
    cluster: str | None = None,
    weight: Callable[[T], int] | None = None,
) -> Iterator[R]:
    """``fn`` over ``items``, results in input order, here (``jobs=1``), in ``jobs`` processes, or on ``cluster``.

    ``fn`` must pickle by name (a module-level function, or a
    ``functools.partial`` of one) and return plain values; ``weight``
    (a puzzle's cells, say) groups light items into one task.
    """
    if cluster is not None:
        from loopcp.batches.cluster import on_cluster  # noqa: PLC0415 (Dask only for --cluster)

        tasks = ((fn, chunk) for chunk in _chunks(items, weight, CLUSTER_CELLS))
        for results in on_cluster(cluster, tasks, _apply, AHEAD):
            yield from results
        return
    workers = cores() if jobs == 0 else jobs
    if workers <= 1:
        for item in items:
            yield fn(item)
        return
    from loopcp.batches.workers import ordered_map  # noqa: PLC0415 (processes only when asked for: start-up)

    tasks = ((fn, chunk) for chunk in _chunks(items, weight, LOCAL_CELLS))
    for results in ordered_map(_apply, tasks, workers, ahead=AHEAD * workers):
        yield from results
