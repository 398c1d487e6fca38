"""Vertex Slitherlink's rules: linear constraints for the solver, and an independent check for the verifier.

A number in a cell counts the cell's four corners that the loop passes
through (pzprjs vslither.js, ``checkdir4VertexLine``); ``?`` counts
nothing.  A corner is on the loop exactly when two of its edges are, so
the count is half the lines at the four corners: each side of the cell
touches two of them and counts twice, each of the eight edges that leave
the corners outward (``arms``) counts once, and ``2 x sides + arms = 2N``.
That is a constraint over edges alone, so the decision diagram counts
these puzzles too.  The verifier counts the corners with a line, straight
from the answer's matrices.
"""

from __future__ import annotations

from loopcp.genres.base import Linear
from loopcp.genres.vertexslitherlink.codes import DIGITS
from loopcp.grid import Cell, Edge, Point, face_edges
from loopcp.naming import cell_name, counted
from loopcp.puzzle import Puzzle, Solution


def corners(cell: Cell) -> tuple[Point, Point, Point, Point]:
    """A cell's four corners: top-left, top-right, bottom-left, bottom-right."""
    i, j = cell
    return (i, j), (i, j + 1), (i + 1, j), (i + 1, j + 1)


def arms(cell: Cell) -> tuple[Edge, ...]:
    """The eight edges that leave a cell's corners away from it (some may lie off the board, and count as 0)."""
    i, j = cell
    return (
        ("h", i, j - 1),
        ("v", i - 1, j),  # at the top-left corner
        ("h", i, j + 1),
        ("v", i - 1, j + 1),  # top-right
        ("h", i + 1, j - 1),
        ("v", i + 1, j),  # bottom-left
        ("h", i + 1, j + 1),
        ("v", i + 1, j + 1),  # bottom-right
    )


def clue_rules(cell: Cell, ch: str) -> list[Linear]:
    """A digit N: the lines at the cell's corners add up to 2N (each corner on the loop has two)."""
    if ch not in DIGITS:
        return []
    n = int(ch)
    terms = tuple((e, 2) for e in face_edges(cell)) + tuple((e, 1) for e in arms(cell))
    how_many = {0: "none", 4: "all"}.get(n, str(n))
    return [Linear(terms, 2 * n, 2 * n, why=f"the {n} at {cell_name(cell)} has {how_many} of its corners on the loop")]


def constraints(puzzle: Puzzle) -> list[Linear]:
    """One constraint a numbered cell."""
    return [c for i, row in enumerate(puzzle.cells) for j, ch in enumerate(row) for c in clue_rules((i, j), ch)]


def on_loop(puzzle: Puzzle, solution: Solution) -> list[list[bool]]:
    """Whether each dot has a line, read straight from the matrices (the verifier's own reading)."""
    h, v = solution.h, solution.v
    rows, cols = puzzle.rows + 1, puzzle.cols + 1

    def lit(i: int, j: int) -> bool:
        return bool(
            (j > 0 and h[i][j - 1])
            or (j < cols - 1 and h[i][j])
            or (i > 0 and v[i - 1][j])
            or (i < rows - 1 and v[i][j])
        )

    return [[lit(i, j) for j in range(cols)] for i in range(rows)]


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Every number whose cell has another count of corners on the loop."""
    lit = on_loop(puzzle, solution)
    problems = []
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            if ch in DIGITS:
                visited = sum(lit[a][b] for a, b in corners((i, j)))
                if visited != int(ch):
                    corners_on = counted(visited, "corner")
                    problems.append(f"the clue {ch} at {cell_name((i, j))} has {corners_on} on the loop")
    return problems
