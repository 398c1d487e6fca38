"""Double Back's rules: linear constraints for the solver, and an independent check for the verifier.

The board is divided into rooms, and some cells are shaded.  The loop runs
through cell centres and (pzprjs's rules and checker list for
``doubleback``: checkNoLine, checkRoomPassTwice, and the loop core's
branch, cross, dead end and one loop) must:

1. pass through every unshaded cell, and through no shaded one;
2. visit every room exactly twice: enter it twice and leave it twice.

A shaded cell belongs to no room (loopcp keeps it as a room of its own,
which rule 2 leaves out).  Every rule is linear over the edges alone, so a
decision diagram counts it too:

1. an unshaded cell has exactly 2 loop edges, a shaded cell none;
2. exactly 4 lines cross each room's borders (``rooms.passes``; a line
   across a wall inside the room counts twice, as pzprjs counts it).  A
   board of one room has no border to cross, and so no solution, as pzprjs
   judges it.

A room is the cells of one id, in one piece or not (the puzzlekit text
can say either); pzprjs's rooms are always one piece (``codes.apart``).
"""

from __future__ import annotations

from loopcp.genres import rooms
from loopcp.genres.base import Linear, visited
from loopcp.genres.doubleback.codes import SHADED
from loopcp.grid import Cell, Edge
from loopcp.naming import cell_name
from loopcp.puzzle import Puzzle, Solution


def _edges(cell: Cell) -> list[Edge]:
    """The four edges at a cell centre (some may lie off the board)."""
    i, j = cell
    return [("v", i - 1, j), ("v", i, j), ("h", i, j - 1), ("h", i, j)]


def _shaded_room(puzzle: Puzzle, room: list[Cell]) -> bool:
    """Whether a room is a shaded cell's (left out of rule 2)."""
    return puzzle.token(room[0]) == SHADED


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Rules 1 and 2 of the module docstring."""
    out = [
        Linear.count(_edges(cell), 0, why=f"{cell_name(cell)} is shaded", given=True)
        if puzzle.token(cell) == SHADED
        else Linear.count(_edges(cell), 2, why=f"the loop passes through {cell_name(cell)}")
        for cell in ((i, j) for i in range(puzzle.rows) for j in range(puzzle.cols))
    ]
    cells = puzzle.room_cells()
    return out + rooms.passes(puzzle, 2, lambda room: _shaded_room(puzzle, cells[room]))


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check every cell and room from the solution's matrices, naming rooms by their first cell."""
    on = visited(puzzle, solution)
    problems = []
    for i, row in enumerate(puzzle.tokens):
        for j, token in enumerate(row):
            if token == SHADED and on[i][j]:
                problems.append(f"the loop passes through the shaded cell {cell_name((i, j))}")
            elif token != SHADED and not on[i][j]:
                problems.append(f"the loop does not pass through {cell_name((i, j))}")
    counts = rooms.crossings(puzzle, solution)
    for room, cells in enumerate(puzzle.room_cells()):
        if not _shaded_room(puzzle, cells) and counts[room] != 4:
            times = {0: "never", 1: "once", 2: "twice"}.get(counts[room], f"{counts[room]} times")
            problems.append(f"the loop crosses the border of the room of {cell_name(cells[0])} {times}, not 4 times")
    return problems
