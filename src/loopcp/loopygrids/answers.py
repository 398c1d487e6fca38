"""``search.solve`` and ``search.count`` for a puzzle on one of Loopy's other grids.

The loop model of any grid (``cpsat/graph.py``) finds the loops; every
one goes through the plain verifier (``check``) as it arrives, before a
caller sees it; and each becomes a ``Solution`` whose ``loop`` lists its
dots in order in Tatham's coordinates, the form a loop takes on every
grid.  Counting is enumeration: the decision diagram and the transfer
matrix walk the square's rows.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from loopcp.cpsat.graph import loops
from loopcp.errors import VerificationError
from loopcp.loopygrids.check import cycle, problems
from loopcp.loopygrids.ids import view
from loopcp.puzzle import Puzzle, Solution, SolveResult, Status


def search(
    puzzle: Puzzle,
    *,
    limit: int | None,
    keep: int | None,
    time_limit: float | None,
    on_solution: Callable[[Solution, int], None] | None = None,
    progress: Callable[[int, float], None] | None = None,
    kind: str = "",
) -> SolveResult:
    """Up to ``limit`` loops (None: all), each verified as it is found; the result keeps the first ``keep``."""
    start = time.perf_counter()
    grid = view(puzzle)
    edges = grid.edges

    def solution(numbers: frozenset[int]) -> Solution:
        loop = frozenset(edges[k] for k in numbers)
        wrong = problems(grid, loop)
        if wrong:
            raise VerificationError(f"internal error: a loop the model found breaks a rule: {wrong[0]}")
        return Solution((), (), loop=tuple(cycle(grid, loop)))

    def each(numbers: frozenset[int], n: int) -> None:
        found = solution(numbers)
        if on_solution is not None:
            on_solution(found, n)
        if progress is not None:
            progress(n, time.perf_counter() - start)

    left = None if time_limit is None else max(0.0, time_limit - (time.perf_counter() - start))
    outcome = loops(
        grid.geometry.dots, grid.geometry.faces, grid.clues, limit=limit, time_limit=left, keep=keep, each=each
    )
    count = outcome.count
    if count >= 2:
        status = Status.MULTIPLE
    elif not outcome.complete:
        status = Status.UNKNOWN
    else:
        status = Status.UNIQUE if count == 1 else Status.UNSOLVABLE
    return SolveResult(
        puzzle=puzzle,
        status=status,
        solutions=tuple(solution(numbers) for numbers in outcome.loops),
        count=count,
        complete=outcome.complete,
        seconds=time.perf_counter() - start,
        timed_out=outcome.timed_out,
        kind=kind,
    )
