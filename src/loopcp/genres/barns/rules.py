"""Barns' rules: the linear constraints for the solver, and an independent check for the verifier.

One loop passes through every cell and never through a wall (a bold
border between two cells).  On an icy cell it goes straight, and only
there may it cross itself, straight across and straight down (the loop
core's crossings: the icy cells, ``Genre.crossings``).  pzprjs's checker
list: no branch, ``lnCrossExIce`` (a crossing off the ice: the core's),
``lnCurveOnIce``, one loop, no cell without the line, no dead end; a line
across a bold border cannot be drawn at all.

Every cell is on the loop (its point term ``o`` is 0); an icy cell has its
north and south edges alike and its west and east edges alike (straight
one way, straight both, never a turn: edges off the board count 0, so a
cell on the board's edge runs along it); a wall's edge is off.
"""

from __future__ import annotations

from loopcp.genres.barns.codes import ICE
from loopcp.genres.base import Linear
from loopcp.genres.rooms import walled
from loopcp.grid import Cell, Edge
from loopcp.naming import cell_name
from loopcp.puzzle import Puzzle, Solution


def sides(cell: Cell) -> tuple[Edge, Edge, Edge, Edge]:
    """The edges at a cell centre: north, south, west, east (some may lie off the board)."""
    i, j = cell
    return ("v", i - 1, j), ("v", i, j), ("h", i, j - 1), ("h", i, j)


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Every cell on the loop, every icy cell straight, every wall uncrossed."""
    out = [
        Linear.count([("o", i, j)], 0, why=f"the loop passes through {cell_name((i, j))}")
        for i in range(puzzle.rows)
        for j in range(puzzle.cols)
    ]
    for i, row in enumerate(puzzle.tokens):
        for j, token in enumerate(row):
            if token == ICE:
                north, south, west, east = sides((i, j))
                why = f"the loop runs straight over the ice at {cell_name((i, j))}"
                out.append(Linear(((north, 1), (south, -1)), 0, 0, why))
                out.append(Linear(((west, 1), (east, -1)), 0, 0, why))
    for a, b, edge in walled(puzzle):
        out.append(Linear.count([edge], 0, why=f"the wall between {cell_name(a)} and {cell_name(b)}", given=True))
    return out


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Every wall crossed, turn on the ice and cell missed, in words, from the matrices alone."""
    h, v = solution.h, solution.v
    rows, cols = puzzle.rows, puzzle.cols
    problems = []
    for i in range(rows):
        for j in range(cols):
            if j < cols - 1 and h[i][j] and _parted(puzzle, (i, j), (i, j + 1)):
                problems.append(f"the loop crosses the wall between {cell_name((i, j))} and {cell_name((i, j + 1))}")
            if i < rows - 1 and v[i][j] and _parted(puzzle, (i, j), (i + 1, j)):
                problems.append(f"the loop crosses the wall between {cell_name((i, j))} and {cell_name((i + 1, j))}")
    for i in range(rows):
        for j in range(cols):
            north = i > 0 and v[i - 1][j]
            south = i < rows - 1 and v[i][j]
            west = j > 0 and h[i][j - 1]
            east = j < cols - 1 and h[i][j]
            if not (north or south or west or east):
                problems.append(f"the loop does not pass through {cell_name((i, j))}")
            elif puzzle.tokens[i][j] == ICE and (north != south or west != east):
                problems.append(f"the loop turns on the ice at {cell_name((i, j))}")
    return problems


def _parted(puzzle: Puzzle, a: Cell, b: Cell) -> bool:
    """Whether a bold border parts two cells side by side: two rooms, or a wall inside one."""
    if puzzle.rooms[a[0]][a[1]] != puzzle.rooms[b[0]][b[1]]:
        return True
    kind = "h" if a[0] == b[0] else "v"
    return (kind, a[0], a[1]) in puzzle.walls
