"""Nagenawa's rules: linear constraints for the solver, and an independent check for the verifier.

The board is divided into rooms, some numbered.  The lines run through
cell centres, may cross each other straight in any cell, and (pzprjs's
``nagenawa``: checkLineExist, checkOverLineCount, checkBranchLine,
checkDeadendLine, checkLessLineCount, checkAllLoopRect) must:

1. form one or more loops (the core's ``Lattice.many``), at least one line;
2. make every loop a rectangle (traced straight on through a crossing);
3. pass through as many cells of a numbered room as its number says.

Rule 2 is linear with a boolean of the genre's own for each rectangle of
points, ``("x", top-left, bottom-right)`` (points numbered row by row):
every edge on is the side of exactly one chosen rectangle (an exact
cover), and a corner of a chosen rectangle has no other edge (there
two lines would meet, which pzprjs reads as a crossing).  A set of
edges whose components are rectangles has exactly one such cover: a
rectangle's top-left corner is a ┌ of the lines, and its sides run on
to the first turn, so counts stay exact.  A local rule alone ("a run
that leaves a ┌ ends at a ┐") is not enough where lines cross: a spiral
of eight right turns that crosses itself keeps it.
"""

from __future__ import annotations

from loopcp.genres.base import Linear, Term, visited
from loopcp.grid import Cell, Edge
from loopcp.naming import cell_name, counted
from loopcp.puzzle import Puzzle, Solution

Rect = tuple[int, int, int, int]  # top, left, bottom, right points (rows and columns of cell centres)


def numbers(puzzle: Puzzle) -> list[tuple[Cell, int]]:
    """Every number clue and its cell, in reading order ('?' left out)."""
    return [
        ((i, j), int(token)) for i, row in enumerate(puzzle.tokens) for j, token in enumerate(row) if token not in ".?"
    ]


def rectangles(rows: int, cols: int) -> list[Rect]:
    """Every rectangle of points on the board, at least two rows and two columns of points."""
    return [
        (t, le, b, r)
        for t in range(rows)
        for b in range(t + 1, rows)
        for le in range(cols)
        for r in range(le + 1, cols)
    ]


def sides(rect: Rect) -> list[Edge]:
    """The edges around a rectangle."""
    t, le, b, r = rect
    out: list[Edge] = [("h", row, j) for row in (t, b) for j in range(le, r)]
    return out + [("v", i, col) for col in (le, r) for i in range(t, b)]


def _term(rect: Rect, cols: int) -> Term:
    """The boolean "this rectangle is one of the loops"."""
    t, le, b, r = rect
    return ("x", t * cols + le, b * cols + r)


def _point_edges(i: int, j: int) -> list[Edge]:
    """The four edges at a point (off-board edges count as 0)."""
    return [("h", i, j - 1), ("h", i, j), ("v", i - 1, j), ("v", i, j)]


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Rules 2 and 3 of the module docstring (rule 1 is the core's)."""
    rows, cols = puzzle.rows, puzzle.cols
    covering: dict[Edge, list[Term]] = {}
    cornered: dict[Cell, list[Term]] = {}
    for rect in rectangles(rows, cols):
        term = _term(rect, cols)
        for edge in sides(rect):
            covering.setdefault(edge, []).append(term)
        t, le, b, r = rect
        for corner in ((t, le), (t, r), (b, le), (b, r)):
            cornered.setdefault(corner, []).append(term)
    why = "every loop is a rectangle"
    out = [Linear(((edge, -1), *((x, 1) for x in terms)), 0, 0, why) for edge, terms in sorted(covering.items())]
    for (i, j), terms in sorted(cornered.items()):
        out.append(Linear((*((e, 1) for e in _point_edges(i, j)), *((x, 2) for x in terms)), 0, 4, why))
    cells = puzzle.room_cells()
    for (i, j), n in numbers(puzzle):
        room = cells[puzzle.rooms[i][j]]
        said = f"the lines pass {counted(n, 'cell')} of the room of the {n} at {cell_name((i, j))}"
        out.append(Linear.count([("o", a, b) for a, b in room], len(room) - n, why=said))
    return out


def describe(puzzle: Puzzle, term: Term, value: int) -> str:
    """A rectangle in words, for the steps of ``hint`` and ``explain``; "" (untold) for one ruled out."""
    if not value:
        return ""
    (t, le), (b, r) = divmod(term[1], puzzle.cols), divmod(term[2], puzzle.cols)
    return f"a loop runs around {cell_name((t, le))} to {cell_name((b, r))}"


def _loops(puzzle: Puzzle, solution: Solution) -> list[list[Edge]]:
    """The loops of the answer, each its edges, traced straight on through a point of four lines."""
    h, v = solution.h, solution.v
    rows, cols = puzzle.rows, puzzle.cols
    on: set[Edge] = {("h", i, j) for i in range(rows) for j in range(cols - 1) if h[i][j]}
    on |= {("v", i, j) for i in range(rows - 1) for j in range(cols) if v[i][j]}
    seen: set[Edge] = set()
    out = []
    for first in sorted(on):
        if first in seen:
            continue
        loop, stack = [], [first]
        seen.add(first)
        while stack:
            kind, i, j = stack.pop()
            loop.append((kind, i, j))
            ends = [(i, j), (i, j + 1)] if kind == "h" else [(i, j), (i + 1, j)]
            for a, b in ends:
                at = [e for e in _point_edges(a, b) if e in on]
                nxt = [e for e in at if e[0] == kind] if len(at) == 4 else at  # straight on through a crossing
                for e in nxt:
                    if e not in seen:
                        seen.add(e)
                        stack.append(e)
        out.append(loop)
    return out


def _rectangle(loop: list[Edge]) -> bool:
    """Whether a loop's edges are exactly the sides of their bounding box (pzprjs's checkAllLoopRect)."""
    rows = [i for _, i, _ in loop] + [i + 1 for kind, i, _ in loop if kind == "v"]
    cols = [j for _, _, j in loop] + [j + 1 for kind, _, j in loop if kind == "h"]
    t, b, le, r = min(rows), max(rows), min(cols), max(cols)
    if t == b or le == r:
        return False
    return set(loop) == {("h", row, j) for row in (t, b) for j in range(le, r)} | {
        ("v", i, col) for col in (le, r) for i in range(t, b)
    }


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check every numbered room and every loop from the matrices, in pzprjs's order (rooms, then shapes)."""
    lit = visited(puzzle, solution)
    cells = puzzle.room_cells()
    problems = []
    for more in (True, False):  # pzprjs: too many first, then too few
        for (i, j), n in numbers(puzzle):
            passed = sum(lit[a][b] for a, b in cells[puzzle.rooms[i][j]])
            if passed > n if more else passed < n:
                than = f"more than {n}" if more else f"fewer than {n}"
                room = f"the room of the {n} at {cell_name((i, j))}"
                problems.append(f"the lines pass {counted(passed, 'cell')} of {room}, {than}")
    for loop in _loops(puzzle, solution):
        if not _rectangle(loop):
            _, i, j = min(loop)
            problems.append(f"the loop through {cell_name((i, j))} is not a rectangle")
    return problems
