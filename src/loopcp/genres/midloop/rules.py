"""Mid-loop's rules: linear constraints for the solver, and an independent check for the verifier.

The loop runs through cell centres and over every circle, and each circle
is the midpoint of the straight segment it lies on (pzprjs's
``midloop``: checkDotLength, checkDotOnLine, and the loop core's rules).
A circle on a cell's centre: the loop goes straight through the cell and
runs as far one way as the other.  A circle on the border between two
cells: the loop crosses that border, and runs as far straight on from one
of the two cells as from the other.

Linear, with the legs of ``genres.segments``: the booleans leg(c, d, L),
"from cell c the loop runs exactly L edges straight in direction d", one
set a cell and a direction whatever circles ask for them (ids
``4 x cell + direction``).  A circle makes two opposite rays equal: their
first edges are both on or both off, and their legs agree length by
length.
"""

from __future__ import annotations

from loopcp.genres import segments
from loopcp.genres.base import Linear, Term, visited
from loopcp.genres.midloop.codes import CENTRE, EAST, SOUTH
from loopcp.grid import Cell, Edge
from loopcp.naming import cell_name, counted
from loopcp.puzzle import Puzzle, Solution

NORTH_, EAST_, SOUTH_, WEST_ = range(4)  # indices into ``segments.WAYS``
Ray = tuple[Cell, int]  # a cell and a direction from it


def circles(puzzle: Puzzle) -> list[tuple[Cell, str]]:
    """Every circle: its cell and where on it (``o`` the centre, ``e`` the east side, ``s`` the south side)."""
    return [
        ((i, j), place)
        for i, row in enumerate(puzzle.tokens)
        for j, token in enumerate(row)
        for place in (CENTRE, EAST, SOUTH)
        if place in token
    ]


def framed(puzzle: Puzzle, cell: Cell, place: str) -> bool:
    """Whether a circle lies on the board's frame (the east side of the last column, the south side of the last row).

    No URL or saved file holds such a circle, and no loop passes over it:
    its edge is off the board, and the puzzle has no solution.
    """
    return (place == EAST and cell[1] == puzzle.cols - 1) or (place == SOUTH and cell[0] == puzzle.rows - 1)


def name(cell: Cell, place: str) -> str:
    """A circle as a person names it: "the circle at r1c3", "the circle between r1c3 and r1c4"."""
    i, j = cell
    if place == CENTRE:
        return f"the circle at {cell_name(cell)}"
    other = (i, j + 1) if place == EAST else (i + 1, j)
    return f"the circle between {cell_name(cell)} and {cell_name(other)}"


def framed_name(cell: Cell, place: str) -> str:
    """A circle on the frame as a person names it: "the circle on the east side of r1c4"."""
    return f"the circle on the {'east' if place == EAST else 'south'} side of {cell_name(cell)}"


def _halves(cell: Cell, place: str) -> list[tuple[Ray, Ray]]:
    """The pairs of opposite rays that a circle makes equal: two at a centre, one at a side."""
    i, j = cell
    if place == CENTRE:
        return [((cell, NORTH_), (cell, SOUTH_)), ((cell, WEST_), (cell, EAST_))]
    if place == EAST:
        return [((cell, WEST_), ((i, j + 1), EAST_))]
    return [((cell, NORTH_), ((i + 1, j), SOUTH_))]


def _edge(cell: Cell, place: str) -> Edge:
    """The edge a circle on a side lies on."""
    return ("h", *cell) if place == EAST else ("v", *cell)


def leg(puzzle: Puzzle, ray: Ray, length: int) -> Term:
    """The boolean "from this cell the loop runs exactly ``length`` edges straight this way"."""
    (i, j), way = ray
    return ("x", 4 * (i * puzzle.cols + j) + way, length)


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Circles on the loop, each the midpoint of its segment; each ray's legs defined once."""
    out: list[Linear] = []
    defined: set[Ray] = set()
    for cell, place in circles(puzzle):
        what = name(cell, place)
        if framed(puzzle, cell, place):  # its edge is off the board: counts as 0, and the puzzle has no solution
            out.append(Linear.count([_edge(cell, place)], 1, why=f"the loop passes over {framed_name(cell, place)}"))
            continue
        if place == CENTRE:
            out.append(Linear.count([("o", *cell)], 0, why=f"the loop passes through {what}", given=True))
        else:
            out.append(Linear.count([_edge(cell, place)], 1, why=f"the loop passes over {what}"))  # a step tells it
        why = f"{what} is the midpoint of its segment"
        for pair in _halves(cell, place):
            edges = [segments.ray(puzzle.rows, puzzle.cols, *ray) for ray in pair]
            for ray, these in zip(pair, edges, strict=True):
                if ray not in defined:
                    defined.add(ray)
                    out.extend(
                        segments.leg_rules(these, {n: leg(puzzle, ray, n) for n in range(1, len(these) + 1)}, why)
                    )
            firsts = tuple((these[0], sign) for these, sign in zip(edges, (1, -1), strict=True) if these)
            if firsts:
                out.append(Linear(firsts, 0, 0, why))
            for length in range(1, max(len(these) for these in edges) + 1):
                terms = tuple(
                    (leg(puzzle, ray, length), sign)
                    for ray, these, sign in zip(pair, edges, (1, -1), strict=True)
                    if length <= len(these)
                )
                out.append(Linear(terms, 0, 0, why))
    return out


def describe(puzzle: Puzzle, term: Term, value: int) -> str:
    """A leg in words, for the steps of ``hint`` and ``explain``; "" (untold) for a length ruled out."""
    if not value:
        return ""
    index, way = divmod(term[1], 4)
    cell = divmod(index, puzzle.cols)
    return f"the loop runs {counted(term[2], 'edge')} straight {segments.WAYS[way]} from {cell_name(cell)}"


def _span(cell: Cell, back: int, on: int, horizontal: bool) -> str:
    """A segment's two ends, ``back`` cells before ``cell`` and ``on`` after it."""
    i, j = cell
    ends = [(i, j - back), (i, j + on)] if horizontal else [(i - back, j), (i + on, j)]
    return f"from {cell_name(ends[0])} to {cell_name(ends[1])}"


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check every circle from the matrices, naming cells r1c1."""
    on = visited(puzzle, solution)
    rows, cols = puzzle.rows, puzzle.cols
    problems = []
    for (i, j), place in circles(puzzle):
        what = name((i, j), place)
        north, east, south, west = (segments.run(solution, rows, cols, (i, j), way) for way in range(4))
        if place == CENTRE:
            if not on[i][j]:
                problems.append(f"the loop does not pass through {what}")
            elif (north or south) and (east or west):
                problems.append(f"the loop turns at {what}, which must be the midpoint of a straight segment")
            elif north != south or east != west:
                span = _span((i, j), west, east, True) if east or west else _span((i, j), north, south, False)
                problems.append(f"{what} is not the midpoint of its segment, {span}")
            continue
        if framed(puzzle, (i, j), place):
            problems.append(f"the loop does not pass over {framed_name((i, j), place)}, on the board's frame")
            continue
        kind, a, b = _edge((i, j), place)
        if not (solution.h if kind == "h" else solution.v)[a][b]:
            problems.append(f"the loop does not pass over {what}")
            continue
        if place == EAST:
            back, on_ = west, segments.run(solution, rows, cols, (i, j + 1), EAST_) + 1
        else:
            back, on_ = north, segments.run(solution, rows, cols, (i + 1, j), SOUTH_) + 1
        if back + 1 != on_:
            problems.append(f"{what} is not the midpoint of its segment, {_span((i, j), back, on_, place == EAST)}")
    return problems
