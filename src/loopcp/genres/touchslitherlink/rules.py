"""Touch Slitherlink's rules: linear constraints for the solver, and an independent check for the verifier.

A number in a cell counts the separate places where the loop touches the
cell's sides and corners (pzprjs vslither.js, ``checkdir4TouchLine``: the
corners on the loop less the sides on it, the sides counted at most 3, so
that a loop round the cell alone touches it once); ``?`` counts nothing.

Each place is a run of the cell's sides (none for a loop that only passes
a corner), entered and left by two of the eight edges that leave the
corners outward (``arms``, as in Vertex Slitherlink), so the arms on the
loop number twice the places: ``arms = 2N``.  The one loop that touches a
cell without an arm is the loop round the cell alone, one place: so a 0
has none of its twelve edges on the loop, and a 1 has at most two arms
and, with none, all four sides (``2 x arms + sides >= 4``).  Constraints
over edges alone, so the decision diagram counts these puzzles too.  The
verifier counts corners and sides straight from the answer's matrices.
"""

from __future__ import annotations

from loopcp.genres.base import Linear
from loopcp.genres.vertexslitherlink.codes import DIGITS
from loopcp.genres.vertexslitherlink.rules import arms, corners, on_loop
from loopcp.grid import Cell, face_edges
from loopcp.naming import cell_name
from loopcp.puzzle import Puzzle, Solution

TIMES = {0: "nowhere", 1: "in one place", 2: "in two places", 3: "in three places", 4: "in four places"}


def clue_rules(cell: Cell, ch: str) -> list[Linear]:
    """A digit N: 2N arms on the loop; a 0 untouched, a 1 touched once (by two arms, or by the loop round it)."""
    if ch not in DIGITS:
        return []
    n = int(ch)
    why = f"the loop touches the {n} at {cell_name(cell)} {TIMES[n]}"
    sides, out = face_edges(cell), arms(cell)
    if n == 0:
        return [Linear.count([*sides, *out], 0, why=why)]
    if n == 1:
        ring = tuple((e, 2) for e in out) + tuple((e, 1) for e in sides)
        return [Linear.count(out, 0, 2, why=why), Linear(ring, 4, 2 * len(out) + len(sides), why=why)]
    return [Linear.count(out, 2 * n, why=why)]


def constraints(puzzle: Puzzle) -> list[Linear]:
    """The constraints of every numbered cell."""
    return [c for i, row in enumerate(puzzle.cells) for j, ch in enumerate(row) for c in clue_rules((i, j), ch)]


def touches(puzzle: Puzzle, solution: Solution, cell: Cell) -> int:
    """The separate places where the loop touches the cell: its corners on the loop less its sides (at most 3)."""
    lit = on_loop(puzzle, solution)
    i, j = cell
    h, v = solution.h, solution.v
    sides = h[i][j] + h[i + 1][j] + v[i][j] + v[i][j + 1]
    return sum(lit[a][b] for a, b in corners(cell)) - min(sides, 3)


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Every number whose cell the loop touches in another number of places."""
    problems = []
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            if ch in DIGITS and (found := touches(puzzle, solution, (i, j))) != int(ch):
                problems.append(f"the loop touches the clue {ch} at {cell_name((i, j))} {TIMES[found]}")
    return problems
