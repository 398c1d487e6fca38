"""Mejilink's rules: linear constraints for the solver, and an independent check for the verifier.

The board's cells are parted into regions by dotted lines: every side of
the frame, the borders between two regions, and dotted borders inside a
region (``Puzzle.walls``).  The loop runs on the dots at the cells'
corners and (pzprjs's ``mejilink``: checkDotLength, and the loop core's
branch, cross, dead end and one loop) must:

1. run on dotted lines only;
2. leave off as many dotted sides of each region as the region has
   cells, counting a dotted border inside the region once for each cell
   beside it (so twice), as pzprjs counts it.

Both are linear over the loop's edges: a side that is not dotted is off,
and a region's dotted sides, each weighed by the region's cells beside
it, sum on the loop to their weight less the region's size.
"""

from __future__ import annotations

from loopcp.genres import rooms
from loopcp.genres.base import Linear
from loopcp.grid import Cell, Edge
from loopcp.naming import cell_name, counted
from loopcp.puzzle import Puzzle, Solution


def sides(cell: Cell) -> list[Edge]:
    """A cell's four sides as edges between the dots: north, south, west, east."""
    i, j = cell
    return [("h", i, j), ("h", i + 1, j), ("v", i, j), ("v", i, j + 1)]


def beside(puzzle: Puzzle, edge: Edge) -> list[Cell]:
    """The cells on either side of an edge between the dots (one on the frame)."""
    kind, i, j = edge
    cells = [(i - 1, j), (i, j)] if kind == "h" else [(i, j - 1), (i, j)]
    return [(a, b) for a, b in cells if 0 <= a < puzzle.rows and 0 <= b < puzzle.cols]


def dotted(puzzle: Puzzle, edge: Edge) -> bool:
    """Whether the loop may run on an edge: on the frame, between two regions, or a dotted line inside one."""
    cells = beside(puzzle, edge)
    if len(cells) < 2:
        return True
    (a, b), (c, d) = cells
    between: Edge = ("h", a, b) if a == c else ("v", a, b)  # the same border as an edge between cell centres
    return puzzle.rooms[a][b] != puzzle.rooms[c][d] or between in puzzle.walls


def edges(puzzle: Puzzle) -> list[Edge]:
    """Every edge between the dots, in reading order of the matrices (horizontal ones first)."""
    out: list[Edge] = [("h", i, j) for i in range(puzzle.rows + 1) for j in range(puzzle.cols)]
    return out + [("v", i, j) for i in range(puzzle.rows) for j in range(puzzle.cols + 1)]


def weighed(puzzle: Puzzle, cells: list[Cell]) -> dict[Edge, int]:
    """A region's dotted sides, each with how many of its cells it borders (2 for a dotted line inside it)."""
    out: dict[Edge, int] = {}
    for cell in cells:
        for edge in sides(cell):
            if dotted(puzzle, edge):
                out[edge] = out.get(edge, 0) + 1
    return out


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Rules 1 and 2 of the module docstring."""
    out = [
        Linear.count([edge], 0, why="the loop runs on dotted lines only", given=True)
        for edge in edges(puzzle)
        if not dotted(puzzle, edge)
    ]
    for cells in puzzle.room_cells():
        weights = weighed(puzzle, cells)
        off = len(cells)
        why = (
            f"the region of {cell_name(cells[0])} has {counted(off, 'cell')}, so the loop leaves"
            f" {off} of its dotted sides off"
        )
        total = sum(weights.values())
        out.append(Linear(tuple(weights.items()), total - off, total - off, why))
    return out


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check every edge and every region from the matrices, reading the dotted lines from the rooms' borders."""
    problems = []
    left: dict[int, int] = {}
    for i in range(puzzle.rows):
        for j in range(puzzle.cols):
            room = puzzle.rooms[i][j]
            left.setdefault(room, 0)
            around: tuple[tuple[Cell, int, Edge], ...] = (
                ((i - 1, j), solution.h[i][j], ("v", i - 1, j)),
                ((i + 1, j), solution.h[i + 1][j], ("v", i, j)),
                ((i, j - 1), solution.v[i][j], ("h", i, j - 1)),
                ((i, j + 1), solution.v[i][j + 1], ("h", i, j)),
            )
            for (a, b), on, between in around:
                frame = not (0 <= a < puzzle.rows and 0 <= b < puzzle.cols)
                if not frame and not rooms.is_wall(puzzle, between):
                    if on and (a, b) > (i, j):
                        where = f"{cell_name((i, j))} and {cell_name((a, b))}"
                        problems.append(f"the loop runs between {where}, where no dotted line is")
                    continue
                left[room] += not on
    if problems:  # a loop off the dotted lines: the regions' counts say nothing more
        return problems
    for cells in puzzle.room_cells():
        count = left[puzzle.rooms[cells[0][0]][cells[0][1]]]
        if count != len(cells):
            problems.append(
                f"the region of {cell_name(cells[0])} has {counted(len(cells), 'cell')} but"
                f" {counted(count, 'dotted side')} off the loop"
            )
    return problems
