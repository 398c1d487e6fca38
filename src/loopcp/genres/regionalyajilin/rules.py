"""Regional Yajilin's rules: linear constraints for the solver, and an independent check for the verifier.

The board is divided into rooms, some numbered.  Every cell is either on
the loop (which runs through cell centres) or shaded; two shaded cells
never share a side; a numbered room holds exactly that many shaded cells
(pzprjs's checker list for ``yajilin-regions``: checkLineOnShadeCell,
checkAdjacentShadeCell, checkShadeCellCount, checkEmptyCell_regions, and
the loop core's branch, cross, dead end and one loop).  A number does not
block its cell: unlike Yajilin's arrows, it may be shaded or on the loop.

Each rule is linear over the points' "off the loop" literals, off(c),
which the loop's circuit already has (a cell off the loop is shaded):

- neighbours a, b not both shaded: off(a) + off(b) <= 1;
- a room numbered N: the sum of off(c) over its cells is N.
"""

from __future__ import annotations

from loopcp.genres.base import Linear, visited
from loopcp.grid import Cell
from loopcp.naming import cell_name, counted
from loopcp.puzzle import Puzzle, Solution


def _numbers(puzzle: Puzzle) -> dict[int, tuple[Cell, int]]:
    """Each numbered room's number, and the cell that holds it (the first in reading order, if several do)."""
    out: dict[int, tuple[Cell, int]] = {}
    for i, row in enumerate(puzzle.tokens):
        for j, token in enumerate(row):
            if token != ".":
                out.setdefault(puzzle.rooms[i][j], ((i, j), int(token)))
    return out


def constraints(puzzle: Puzzle) -> list[Linear]:
    """No two shaded neighbours, then each numbered room's count of shaded cells."""
    out: list[Linear] = []
    for i in range(puzzle.rows):
        for j in range(puzzle.cols):
            for a, b in ((i, j + 1), (i + 1, j)):
                if a < puzzle.rows and b < puzzle.cols:
                    why = f"{cell_name((i, j))} and {cell_name((a, b))} are not both shaded"
                    out.append(Linear.count([("o", i, j), ("o", a, b)], 0, 1, why))
    rooms = puzzle.room_cells()
    for room, (cell, n) in sorted(_numbers(puzzle).items()):
        why = f"the room of the {n} at {cell_name(cell)} holds {counted(n, 'shaded cell')}"
        out.append(Linear.count([("o", a, b) for a, b in rooms[room]], n, why=why))
    return out


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check every rule from the matrices (and the answer's own shading, when it has one), naming cells r1c1."""
    rows, cols = puzzle.rows, puzzle.cols
    on = visited(puzzle, solution)
    problems = []
    if solution.shaded:
        for i in range(rows):
            for j in range(cols):
                if on[i][j] and solution.shaded[i][j]:
                    problems.append(f"the loop passes through the shaded cell {cell_name((i, j))}")
                elif not on[i][j] and not solution.shaded[i][j]:
                    problems.append(f"{cell_name((i, j))} is neither on the loop nor shaded")
    for i in range(rows):
        for j in range(cols):
            for a, b in ((i, j + 1), (i + 1, j)):
                if a < rows and b < cols and not on[i][j] and not on[a][b]:
                    problems.append(f"the shaded cells {cell_name((i, j))} and {cell_name((a, b))} share a side")
    rooms = puzzle.room_cells()
    for room, (cell, n) in sorted(_numbers(puzzle).items()):
        shaded = sum(not on[a][b] for a, b in rooms[room])
        if shaded != n:
            problems.append(f"the room of {cell_name(cell)} has {counted(shaded, 'shaded cell')}, clue {n}")
    return problems


def finish(puzzle: Puzzle, solution: Solution) -> Solution:
    """Every cell off the loop is shaded, numbered or not."""
    on = visited(puzzle, solution)
    return Solution(solution.h, solution.v, tuple(tuple(int(not x) for x in row) for row in on))
