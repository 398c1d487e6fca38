"""Searching a puzzle: build its model once, enumerate, verify, and classify.

Uniqueness is "look for two": the search stops at the second loop, and a
search that ends with one loop has proved it unique.  Counting is the same
search without a limit.  Every loop the search reports goes through the
independent verifier as it arrives, so a wrong model fails loudly instead of
printing a wrong answer or a wrong count.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from loopcp import verify
from loopcp.cpsat import LoopModel, SearchOutcome
from loopcp.errors import UnsupportedError
from loopcp.genres import get_genre
from loopcp.puzzle import Edge, Puzzle, Solution, SolveResult, Status

Progress = Callable[[int, float], None]  # (solutions so far, seconds so far)

# A model takes about 18 KB of memory per lattice point (741 MB at 200 x 200
# cells); beyond this many points it would threaten the machine, not solve.
MAX_POINTS = 250_000


def _status(count: int, complete: bool) -> Status:
    if count >= 2:
        return Status.MULTIPLE
    if not complete:
        return Status.UNKNOWN
    return Status.UNIQUE if count == 1 else Status.UNSOLVABLE


def _search(
    puzzle: Puzzle, *, limit: int | None, keep: int | None, time_limit: float | None, progress: Progress | None
) -> SolveResult:
    start = time.perf_counter()
    genre = get_genre(puzzle.genre)
    lattice = genre.lattice(puzzle)
    if lattice.rows * lattice.cols > MAX_POINTS:
        raise UnsupportedError(
            f"a {puzzle.rows} x {puzzle.cols} board is too large to search: its model would need about "
            f"{lattice.rows * lattice.cols * 18 // 1000:,} MB (the limit is {MAX_POINTS:,} loop points)"
        )
    model = LoopModel(lattice, genre.constraints(puzzle))

    def check(loop: frozenset[Edge], n: int) -> None:
        verify.check(puzzle, Solution.from_edges(lattice.rows, lattice.cols, loop))
        if progress is not None:
            progress(n, time.perf_counter() - start)

    outcome: SearchOutcome = model.search(limit=limit, keep=keep, time_limit=time_limit, on_solution=check)
    solutions = tuple(Solution.from_edges(lattice.rows, lattice.cols, loop) for loop in outcome.solutions)
    return SolveResult(
        puzzle=puzzle,
        status=_status(outcome.count, outcome.complete),
        solutions=solutions,
        count=outcome.count,
        complete=outcome.complete,
        seconds=time.perf_counter() - start,
        timed_out=outcome.timed_out,
    )


def solve(puzzle: Puzzle, *, max_solutions: int = 2, time_limit: float | None = None) -> SolveResult:
    """Find up to ``max_solutions`` loops (0: all); two are enough to decide uniqueness."""
    if max_solutions < 0:
        raise ValueError("max_solutions must be 0 (all) or more")
    limit = None if max_solutions == 0 else max_solutions
    return _search(puzzle, limit=limit, keep=None, time_limit=time_limit, progress=None)


def count(
    puzzle: Puzzle, *, limit: int | None = None, time_limit: float | None = None, progress: Progress | None = None
) -> SolveResult:
    """Count loops exhaustively (up to ``limit``), keeping none of them."""
    if limit is not None and limit < 1:
        raise ValueError("limit must be 1 or more")
    return _search(puzzle, limit=limit, keep=0, time_limit=time_limit, progress=progress)
