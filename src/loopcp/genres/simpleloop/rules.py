"""Simple Loop's rules: the linear constraints for the solver, and an independent check for the verifier.

Some cells are shaded.  The loop runs through cell centres and passes
through every open cell exactly once and through no shaded cell (pzprjs's
checker list: no branch, no crossing, no dead end, one loop, no open cell
without the line; the first four are the loop core's, the last and the
shaded cells are this genre's).

Every cell is a clue, each one linear over its four edges (edges off the
board count as 0): an open cell has exactly 2 loop edges, a shaded cell
none.  The loop core keeps it one loop.
"""

from __future__ import annotations

from loopcp.genres.base import Linear, visited
from loopcp.genres.simpleloop.codes import OPEN, SHADED
from loopcp.grid import Cell, Edge
from loopcp.naming import cell_name
from loopcp.puzzle import Puzzle, Solution


def _edges(cell: Cell) -> list[Edge]:
    """The four edges at a cell centre: north, south, west, east (some may lie off the board)."""
    i, j = cell
    return [("v", i - 1, j), ("v", i, j), ("h", i, j - 1), ("h", i, j)]


def clue_rules(cell: Cell, ch: str) -> list[Linear]:
    """An open cell is on the loop (2 of its edges), a shaded cell off it (none)."""
    if ch == OPEN:
        return [Linear.count(_edges(cell), 2, why=f"the loop passes through {cell_name(cell)}")]
    if ch == SHADED:
        return [Linear.count(_edges(cell), 0, why=f"{cell_name(cell)} is shaded", given=True)]
    return []


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Every cell's rule, in reading order."""
    return [c for i, row in enumerate(puzzle.cells) for j, ch in enumerate(row) for c in clue_rules((i, j), ch)]


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check every cell straight from the solution's matrices, in words, naming cells r1c1 as hints do."""
    on = visited(puzzle, solution)
    problems = []
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            if ch == SHADED and on[i][j]:
                problems.append(f"the loop passes through the shaded cell {cell_name((i, j))}")
            elif ch != SHADED and not on[i][j]:
                problems.append(f"the loop does not pass through {cell_name((i, j))}")
    return problems
