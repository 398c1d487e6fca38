"""The library's calls over many puzzles: ``solve_many``, ``count_many``, ``grade_many``, ``convert_many``.

    >>> import loopcp
    >>> puzzles = [loopcp.parse("33\\n"), loopcp.parse("..\\n..\\n")]
    >>> [result.status.value for result in loopcp.solve_many(puzzles, jobs=2)]
    ['unique', 'multiple']

Each puzzle's own error is its result, and the others go on; each task
function is at module level, so that it pickles by name for a worker.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from loopcp.batches.run import run_many
from loopcp.errors import LoopcpError

if TYPE_CHECKING:
    from loopcp.logic.base import Deduced
    from loopcp.puzzle import Puzzle, SolveResult
    from loopcp.search import Engine


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
