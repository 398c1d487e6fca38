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
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from loopcp.cpsat.graph import loops
from loopcp.errors import VerificationError
from loopcp.loopygrids.check import cycle, problems
from loopcp.loopygrids.ids import LoopyPuzzle, view
from loopcp.puzzle import Puzzle, Solution, SolveResult, Status


@dataclass(frozen=True, slots=True)
class Answer:
    """The loops kept (each its edges as pairs of dots), how many were found, and whether that was every one."""

    loops: tuple[frozenset[tuple[int, int]], ...]
    complete: bool
    timed_out: bool
    count: int


def solve(
    grid: LoopyPuzzle,
    *,
    limit: int | None = 2,
    time_limit: float | None = None,
    keep: int | None = None,
    each: Callable[[frozenset[tuple[int, int]], int], None] | None = None,
    differ: Sequence[tuple[int, bool]] = (),
) -> Answer:
    """Up to ``limit`` loops (None: all; two prove a puzzle has several), each verified as it is found.

    ``each`` sees every loop, after the verifier, with how many so far; the
    answer keeps the first ``keep`` (None: all).  ``differ``: see
    ``cpsat.graph.loops``.
    """
    edges = grid.edges
    kept: list[frozenset[tuple[int, int]]] = []

    def check(numbers: frozenset[int], n: int) -> None:
        loop = frozenset(edges[k] for k in numbers)
        wrong = problems(grid, loop)
        if wrong:
            raise VerificationError(f"internal error: a loop the model found breaks a rule: {wrong[0]}")
        if keep is None or len(kept) < keep:
            kept.append(loop)
        if each is not None:
            each(loop, n)

    geometry = grid.geometry
    found = loops(
        geometry.dots, geometry.faces, grid.clues, limit=limit, time_limit=time_limit, keep=0, each=check, differ=differ
    )
    return Answer(tuple(kept), found.complete, found.timed_out, found.count)


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
    """``search``'s answer on the puzzle's grid: each loop a ``Solution`` whose ``loop`` is its dots in order."""
    start = time.perf_counter()
    grid = view(puzzle)

    def each(loop: frozenset[tuple[int, int]], n: int) -> None:
        if on_solution is not None:
            on_solution(Solution((), (), loop=tuple(cycle(grid, loop))), n)
        if progress is not None:
            progress(n, time.perf_counter() - start)

    answer = solve(grid, limit=limit, time_limit=time_limit, keep=keep, each=each)
    return SolveResult(
        puzzle=puzzle,
        status=Status.of(answer.count, answer.complete),
        solutions=tuple(Solution((), (), loop=tuple(cycle(grid, loop))) for loop in answer.loops),
        count=answer.count,
        complete=answer.complete,
        seconds=time.perf_counter() - start,
        timed_out=answer.timed_out,
        kind=kind,
    )


@dataclass(frozen=True, slots=True)
class Shared:
    """What the loops of a grid puzzle share, as ``decided.decided`` wraps it.

    ``values`` holds each edge (in the model's order): 1 on every loop, -1
    on none, 0 undecided; None when there is no loop, or a limit stopped
    the work before the proof.  ``undecided`` counts the edges proved
    undecided (so far, when a limit stopped the work).
    """

    status: Status
    values: tuple[int, ...] | None
    loops: int
    searches: int
    undecided: int
    timed_out: bool = False


def decided(puzzle: Puzzle, *, time_limit: float | None = None) -> Shared:
    """The edges every loop shares: one loop, then loops that differ from it where nothing is proved yet.

    Each loop found is verified; an edge two loops disagree on is
    undecided, and when no loop differs on any edge still in question,
    those edges are proved the same in every loop.
    """
    start = time.perf_counter()
    grid = view(puzzle)
    edges = grid.edges

    def left() -> float | None:
        return None if time_limit is None else max(0.01, time_limit - (time.perf_counter() - start))

    first = solve(grid, limit=1, time_limit=left())
    if not first.loops:
        status = Status.UNSOLVABLE if first.complete else Status.UNKNOWN
        return Shared(status, None, 0, 1, 0, not first.complete)
    number = {edge: k for k, edge in enumerate(edges)}
    base = {number[edge] for edge in first.loops[0]}
    open_ = set(range(len(edges)))
    found, searches = 1, 1
    while open_:
        other = solve(grid, limit=1, time_limit=left(), differ=[(k, k in base) for k in sorted(open_)])
        searches += 1
        if not other.loops:
            if not other.complete:
                status = Status.MULTIPLE if found > 1 else Status.UNKNOWN
                return Shared(status, None, found, searches, len(edges) - len(open_), True)
            break
        found += 1
        loop = {number[edge] for edge in other.loops[0]}
        open_ -= {k for k in open_ if (k in loop) != (k in base)}
    values = tuple(0 if k not in open_ else 1 if k in base else -1 for k in range(len(edges)))
    status = Status.UNIQUE if found == 1 else Status.MULTIPLE
    return Shared(status, values, found, searches, values.count(0))
