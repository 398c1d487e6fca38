"""Dotchi Loop's rules: linear constraints for the solver, and an independent check for the verifier.

The board is divided into rooms; some cells hold a white circle (``w``)
or a black one (``b``).  The loop runs through cell centres and (pzprjs's
rules and its checker list for ``dotchi``: checkLineOnShadedCircle,
checkCircleEqual, checkAllCirclePassed) must:

1. pass through every white circle and no black one;
2. in each room, turn at all of its white circles or go straight through
   all of them.

The loop need not visit every room.  Each room with a white circle has a
boolean S_r of its own (the term ``("x", r, 0)``): its circles are
straight.  A white circle is on the loop, so it has two loop edges, and
with N, S, W, E its four edges every rule is linear:

1. off(c) = 0 at a white circle, off(c) = 1 at a black one;
2. straight (S_r = 1): N = S and W = E; turning (S_r = 0): N + S = 1 and
   W + E = 1, written as |N - S| <= 1 - S_r, |W - E| <= 1 - S_r,
   1 - S_r <= N + S <= 1 + S_r (and the same for W + E).

A room without white circles mentions no S_r, so no boolean is left free
to make one loop count twice.
"""

from __future__ import annotations

from loopcp.genres.base import Linear, Term, visited
from loopcp.genres.dotchiloop.codes import BLACK, WHITE
from loopcp.grid import Edge
from loopcp.naming import cell_name, counted
from loopcp.puzzle import Puzzle, Solution


def _pairs(i: int, j: int) -> tuple[tuple[Edge, Edge], tuple[Edge, Edge]]:
    """A cell's two vertical edges (north, south) and two horizontal ones (west, east)."""
    return (("v", i - 1, j), ("v", i, j)), (("h", i, j - 1), ("h", i, j))


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Rules 1 and 2 of the module docstring."""
    out: list[Linear] = []
    for room, cells in enumerate(puzzle.room_cells()):
        straight: Term = ("x", room, 0)
        why = f"the white circles in the room of {cell_name(cells[0])} all turn or all go straight"
        for i, j in cells:
            mark = puzzle.tokens[i][j]
            if mark == BLACK:
                why_black = f"the loop avoids the black circle at {cell_name((i, j))}"
                out.append(Linear.count([("o", i, j)], 1, why=why_black, given=True))
            if mark != WHITE:
                continue
            why_white = f"the loop passes through the white circle at {cell_name((i, j))}"
            out.append(Linear.count([("o", i, j)], 0, why=why_white, given=True))
            for a, b in _pairs(i, j):
                out.append(Linear(((a, 1), (b, -1), (straight, 1)), -1, 1, why))
                out.append(Linear(((a, -1), (b, 1), (straight, 1)), -1, 1, why))
                out.append(Linear(((a, 1), (b, 1), (straight, 1)), 1, 3, why))
                out.append(Linear(((a, 1), (b, 1), (straight, -1)), -1, 1, why))
    return out


def describe(puzzle: Puzzle, term: Term, value: int) -> str:
    """A room's choice in words, for the steps of ``hint`` and ``explain``."""
    first = puzzle.room_cells()[term[1]][0]
    return f"the white circles in the room of {cell_name(first)} {'go straight' if value else 'turn'}"


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check every rule from the matrices, naming a room by its first cell."""
    on = visited(puzzle, solution)
    h, v = solution.h, solution.v
    problems = []
    for members in puzzle.room_cells():
        turns = straights = 0
        for i, j in members:
            mark = puzzle.tokens[i][j]
            if mark == BLACK and on[i][j]:
                problems.append(f"the loop passes through the black circle at {cell_name((i, j))}")
            if mark != WHITE:
                continue
            if not on[i][j]:
                problems.append(f"the loop does not pass through the white circle at {cell_name((i, j))}")
                continue
            across = j > 0 and h[i][j - 1] and j < puzzle.cols - 1 and h[i][j]
            down = i > 0 and v[i - 1][j] and i < puzzle.rows - 1 and v[i][j]
            if across or down:
                straights += 1
            else:
                turns += 1
        if turns and straights:
            room = f"the room of {cell_name(members[0])}"
            problems.append(
                f"the loop turns at {counted(turns, 'white circle')} and goes straight through {straights} in {room}"
            )
    return problems
