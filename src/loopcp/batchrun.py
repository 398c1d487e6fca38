"""Many puzzles at once, answers in input order: here, in local worker processes, or on a Dask cluster.

    >>> import loopcp
    >>> puzzles = [loopcp.parse("33\\n"), loopcp.parse("..\\n..\\n")]
    >>> [result.status.value for result in loopcp.solve_many(puzzles, jobs=2)]
    ['unique', 'multiple']

Two arguments choose where the work runs, and nothing else changes:

- ``jobs=1`` (the default): one puzzle after another, in this process;
- ``jobs=J``: J local worker processes of our own (``workers.ordered_map``;
  0 means one per core);
- ``cluster="tcp://HOST:PORT"``: tasks sent to a running Dask scheduler
  (the ``cluster`` extra: ``pip install 'loopcp[cluster]'``), whose workers
  must have the same loopcp installed.

How:

- **Values in, values out.**  A task carries puzzles (frozen values) and
  options, never an OR-Tools object, which cannot be pickled; each worker
  builds its own models.  CP-SAT runs with one search worker and a fixed
  seed, so a puzzle's answer does not depend on the process or machine
  that finds it: the output equals a serial run's, all but the time each
  puzzle took.
- **Batched.**  Puzzles go out in chunks of about ``LOCAL_CELLS`` (local)
  or ``CLUSTER_CELLS`` (Dask) cells, one task each: a 10x10 solve takes
  milliseconds, while a Dask task costs about a millisecond of scheduler
  time and a network round trip.  Generation, seconds a puzzle, goes one
  puzzle per task.
- **Streamed in order, in bounded memory.**  Input is read only as tasks
  are sent, at most ``AHEAD`` chunks per worker thread are out at once, and
  results are yielded in input order as the head of the line finishes.  A
  slow chunk holds the line back instead of letting later results pile
  up, so a 100,000-puzzle run holds a few hundred results at most.
- **Faults.**  A puzzle's own error (a ``LoopcpError``: a board too large,
  say) is its result, returned as a value, and the others go on.  A Dask
  worker lost mid-task is Dask's to handle: the scheduler gives its tasks
  to another worker, and the results still come in order.  A scheduler
  that cannot be reached raises ``LoopcpError`` before any result (the
  address is wrong: exit 2).  One lost mid-run raises ``WorkerError``
  after the results that came before it; so does a local worker process
  that dies (a bug or the kernel's OOM killer, never a puzzle).

Roads not taken: ``client.map`` over the whole input submits every task up
front (100,000 futures held at once) and ``as_completed`` gives up the
order; ``dask.bag`` writes partitions, not a stream.  A Dask scheduler of
our own for ``--jobs`` would add Dask's start-up (about a second) and
memory to every local run, which ``workers.ordered_map`` does without.
"""

from __future__ import annotations

import contextlib
import functools
import importlib.util
import os
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, Any, TypeVar

from loopcp.errors import LoopcpError, WorkerError

if TYPE_CHECKING:
    from loopcp.logic.base import Deduced
    from loopcp.puzzle import Puzzle, SolveResult
    from loopcp.search import Engine

T = TypeVar("T")
R = TypeVar("R")

LOCAL_CELLS = 1_000  # cells per task sent to a local worker process (a handful of 10x10 boards) ...
CLUSTER_CELLS = 10_000  # ... and per Dask task, which costs a millisecond or more to schedule
MOST_PER_TASK = 200  # puzzles per task at most, however small
AHEAD = 4  # tasks out at once per worker (local process or Dask thread): enough to keep each one busy
CONNECT_SECONDS = 10  # to reach the scheduler before giving up
INSTALL_HINT = "--cluster needs Dask: pip install 'loopcp[cluster]'"


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
        tasks = ((fn, chunk) for chunk in _chunks(items, weight, CLUSTER_CELLS))
        for results in _on_cluster(cluster, tasks):
            yield from results
        return
    workers = cores() if jobs == 0 else jobs
    if workers <= 1:
        for item in items:
            yield fn(item)
        return
    from loopcp.workers import ordered_map  # noqa: PLC0415 (processes only when asked for: start-up)

    tasks = ((fn, chunk) for chunk in _chunks(items, weight, LOCAL_CELLS))
    for results in ordered_map(_apply, tasks, workers, ahead=AHEAD * workers):
        yield from results


# --- Dask -------------------------------------------------------------------------------------


def _distributed() -> Any:
    """The ``distributed`` package, or the one-line way to install it."""
    import logging  # noqa: PLC0415 (only for --cluster, like everything below)

    if not has_dask():
        raise LoopcpError(INSTALL_HINT)
    import distributed  # noqa: PLC0415 (Dask takes a second to import: only for --cluster)

    # Its retries and reconnections are ours to report, in one line: quiet every logger it configured.
    for name in ["distributed", "tornado", *logging.root.manager.loggerDict]:
        if name.startswith(("distributed", "tornado")):
            logging.getLogger(name).setLevel(logging.CRITICAL)
    return distributed


def has_dask() -> bool:
    """Whether the ``cluster`` extra is installed (without importing it)."""
    return importlib.util.find_spec("distributed") is not None


def _on_cluster(address: str, tasks: Iterator[tuple[Callable[[T], R], tuple[T, ...]]]) -> Iterator[list[R]]:
    """Each task's results from the Dask scheduler at ``address``, in order, with a bounded line of tasks out."""
    distributed = _distributed()
    _reach(distributed, address)
    try:
        client = distributed.Client(address, timeout=CONNECT_SECONDS, set_as_default=False)
    except (OSError, TimeoutError, ValueError) as exc:  # the user's address is wrong: bad usage (2), not a bug
        reason = next(iter(str(exc).splitlines()), type(exc).__name__)
        raise LoopcpError(f"cannot reach the Dask scheduler at {address}: {reason}") from None
    import uuid  # noqa: PLC0415

    run = uuid.uuid4().hex[:8]
    line: deque[Any] = deque()
    try:
        ahead = AHEAD * max(2, sum(client.nthreads().values()))
        for k, task in enumerate(tasks):
            line.append(client.submit(_apply, task, key=f"loopcp-{run}-{k}", pure=False))
            if len(line) >= ahead:
                yield _take(distributed, line.popleft(), address)
        while line:
            yield _take(distributed, line.popleft(), address)
    finally:
        with contextlib.suppress(Exception):  # a scheduler already gone: there is nothing left to close
            if line:
                client.cancel(list(line))
            client.close(timeout=2)


def _reach(distributed: Any, address: str) -> None:
    """Check the address, and that something listens there, before Dask's client tries (and retries) it.

    A client that fails to connect spends seconds retrying and as long
    again closing itself when collected; a socket says at once.  Either
    failure is the user's address, not a bug: ``LoopcpError``, exit 2.
    """
    import socket  # noqa: PLC0415

    try:
        scheme, location = distributed.comm.parse_address(address)
        host, port = distributed.comm.parse_host_port(location)
    except ValueError as exc:
        raise LoopcpError(
            f"--cluster {address}: not a Dask scheduler address such as tcp://HOST:8786 ({exc})"
        ) from None
    if scheme not in ("tcp", "tls"):
        return
    try:
        socket.create_connection((host, port), timeout=CONNECT_SECONDS).close()
    except OSError as exc:
        raise LoopcpError(f"cannot reach the Dask scheduler at {address}: {exc.strerror or exc}") from None


def _take(distributed: Any, future: Any, address: str) -> Any:
    """A finished task's results, or ``WorkerError`` in one line for a cluster that failed."""
    try:
        return future.result()
    except distributed.KilledWorker as exc:
        raise WorkerError(f"the Dask cluster at {address} gave up a task whose workers kept dying: {exc}") from None
    except (distributed.client.FutureCancelledError, OSError, TimeoutError) as exc:
        raise WorkerError(f"lost the Dask scheduler at {address}; the output above is incomplete") from exc
    except Exception as exc:  # raised on a worker: a bug, or a worker without loopcp
        raise WorkerError(f"internal error on the Dask cluster at {address}: {type(exc).__name__}: {exc}") from None


# --- the puzzle batches -----------------------------------------------------------------------


def cells(puzzle: Puzzle) -> int:
    """A puzzle's weight in a task: its cells."""
    return puzzle.rows * puzzle.cols


def _solve(puzzle: Puzzle, max_solutions: int, time_limit: float | None) -> SolveResult | LoopcpError:
    from loopcp import search  # noqa: PLC0415 (OR-Tools: imported where the work is done)

    try:
        return search.solve(puzzle, max_solutions=max_solutions, time_limit=time_limit)
    except LoopcpError as exc:
        return exc


def _count(puzzle: Puzzle, limit: int | None, time_limit: float | None, engine: Engine) -> SolveResult | LoopcpError:
    from loopcp import search  # noqa: PLC0415

    try:
        return search.count(puzzle, limit=limit, time_limit=time_limit, engine=engine)
    except LoopcpError as exc:
        return exc


def _convert(puzzle: Puzzle, fmt: str) -> str | LoopcpError:
    from loopcp import formats  # noqa: PLC0415

    try:
        return formats.dump(puzzle, fmt)
    except LoopcpError as exc:
        return exc


def solve_many(
    puzzles: Iterable[Puzzle],
    *,
    max_solutions: int = 2,
    time_limit: float | None = None,
    jobs: int = 1,
    cluster: str | None = None,
) -> Iterator[SolveResult | LoopcpError]:
    """``search.solve`` over many puzzles, in input order; a puzzle's error is its result, and the rest go on.

    ``time_limit`` applies to each puzzle.  Raises ``WorkerError`` if the
    work cannot be finished (a cluster lost, a worker process dead).
    """
    task = functools.partial(_solve, max_solutions=max_solutions, time_limit=time_limit)
    return run_many(task, puzzles, jobs=jobs, cluster=cluster, weight=cells)


def count_many(
    puzzles: Iterable[Puzzle],
    *,
    limit: int | None = None,
    time_limit: float | None = None,
    engine: Engine = "auto",
    jobs: int = 1,
    cluster: str | None = None,
) -> Iterator[SolveResult | LoopcpError]:
    """``search.count`` over many puzzles, in input order, as ``solve_many``."""
    task = functools.partial(_count, limit=limit, time_limit=time_limit, engine=engine)
    return run_many(task, puzzles, jobs=jobs, cluster=cluster, weight=cells)


def _grade(puzzle: Puzzle, max_level: str | None, time_limit: float | None) -> Deduced | LoopcpError:
    """One puzzle's deduction (rules up to ``max_level``, for ``time_limit`` seconds), or the error that stopped it."""
    from loopcp import logic  # noqa: PLC0415 (on the worker: the engine loads there)

    try:
        return logic.deduce(puzzle, max_level=max_level, time_limit=time_limit)
    except LoopcpError as exc:
        return exc


def grade_many(
    puzzles: Iterable[Puzzle],
    *,
    max_level: str | None = None,
    time_limit: float | None = None,
    jobs: int = 1,
    cluster: str | None = None,
) -> Iterator[Deduced | LoopcpError]:
    """``logic.deduce`` over many puzzles, in input order, as ``solve_many``; ``time_limit`` applies to each."""
    task = functools.partial(_grade, max_level=max_level, time_limit=time_limit)
    return run_many(task, puzzles, jobs=jobs, cluster=cluster, weight=cells)


def convert_many(
    puzzles: Iterable[Puzzle], fmt: str, *, jobs: int = 1, cluster: str | None = None
) -> Iterator[str | LoopcpError]:
    """Each puzzle written in ``fmt`` (``formats.dump``), in input order, or the error that stopped it.

    Writing takes microseconds: tasks carry ``MOST_PER_TASK`` puzzles, and
    more than one job rarely pays.
    """
    task = functools.partial(_convert, fmt=fmt)
    return run_many(task, puzzles, jobs=jobs, cluster=cluster, weight=lambda _: 1)
