"""Sheep and Wolves Slitherlink's rules: linear constraints for the solver, and an independent check for the verifier.

A number counts its cell's sides on the loop, as in Slitherlink; a sheep
lies inside the loop and a wolf outside it (pzprjs slither.js,
``checkSheepIn``, ``checkWolvesOut``).  The solver's form: a count over
the four sides, and the cell's face term (``("f", i, j)``, 1 inside the
loop) fixed.  The verifier finds a cell inside by the parity of the loop
edges to its left, on its row, straight from the answer's matrices, as
pzprjs scans it.
"""

from __future__ import annotations

from loopcp.genres.base import FACE, Linear
from loopcp.genres.sheepwolvesslitherlink.codes import DIGITS, SHEEP, WOLF
from loopcp.grid import Cell, face_edges
from loopcp.naming import cell_name, counted
from loopcp.puzzle import Puzzle, Solution


def clue_rules(cell: Cell, ch: str) -> list[Linear]:
    """A digit: that many sides on the loop; a sheep: the cell inside it; a wolf: outside."""
    name = cell_name(cell)
    if ch in DIGITS:
        n = int(ch)
        why = f"the {n} at {name} has {'none' if n == 0 else n} of its sides on the loop"
        return [Linear.count(face_edges(cell), n, why=why)]
    if ch == SHEEP:
        return [Linear.count([(FACE, *cell)], 1, why=f"the sheep at {name} is inside the loop")]
    if ch == WOLF:
        return [Linear.count([(FACE, *cell)], 0, why=f"the wolf at {name} is outside the loop")]
    return []


def constraints(puzzle: Puzzle) -> list[Linear]:
    """The constraints of every clue."""
    return [c for i, row in enumerate(puzzle.cells) for j, ch in enumerate(row) for c in clue_rules((i, j), ch)]


def inside(solution: Solution, cell: Cell) -> bool:
    """Whether a cell lies inside the loop: an odd number of loop edges on its row, from its left side leftwards."""
    i, j = cell
    return sum(solution.v[i][k] for k in range(j + 1)) % 2 == 1


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Every number with another count of sides on the loop, every sheep outside it and every wolf inside it."""
    h, v = solution.h, solution.v
    problems = []
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            name = cell_name((i, j))
            around = h[i][j] + h[i + 1][j] + v[i][j] + v[i][j + 1]
            if ch in DIGITS and around != int(ch):
                problems.append(f"the clue {ch} at {name} has {counted(around, 'loop edge')} around it")
            elif ch == SHEEP and not inside(solution, (i, j)):
                problems.append(f"the sheep at {name} is outside the loop")
            elif ch == WOLF and inside(solution, (i, j)):
                problems.append(f"the wolf at {name} is inside the loop")
    return problems
