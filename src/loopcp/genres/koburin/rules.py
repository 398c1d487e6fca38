"""Koburin's rules: linear constraints for the solver, and an independent check for the verifier.

Numbered cells are clues: neither on the loop nor shaded, and a number
says how many of its four neighbours are shaded.  Every other cell is on
the loop (through cell centres) or shaded, and shaded cells never share a
side (pzprjs's checker list for ``koburin``, as for Yajilin).  Each rule
is linear over the points' "off the loop" literals ``("o", i, j)``:
a clue cell is off; free neighbours are not both off; a number N is the
sum of off over its free neighbours (clue neighbours are never shaded).
"""

from __future__ import annotations

from loopcp.genres.base import Linear, Term
from loopcp.genres.koburin.codes import UNKNOWN
from loopcp.grid import Cell
from loopcp.naming import cell_name, counted
from loopcp.puzzle import Puzzle, Solution


def _around(puzzle: Puzzle, cell: Cell) -> list[Cell]:
    i, j = cell
    near = ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1))
    return [(a, b) for a, b in near if 0 <= a < puzzle.rows and 0 <= b < puzzle.cols]


def _off(cell: Cell) -> Term:
    return ("o", cell[0], cell[1])


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Clue cells off the loop with their counts; free neighbours not both shaded."""
    out: list[Linear] = []
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            if ch != ".":
                out.append(Linear.count([_off((i, j))], 1))
                if ch != UNKNOWN:
                    free = [c for c in _around(puzzle, (i, j)) if puzzle.char(c) == "."]
                    out.append(Linear.count([_off(c) for c in free], int(ch)))
                continue
            for a, b in ((i, j + 1), (i + 1, j)):
                if a < puzzle.rows and b < puzzle.cols and puzzle.cells[a][b] == ".":
                    out.append(Linear.count([_off((i, j)), _off((a, b))], 0, 1))
    return out


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check every rule from the matrices (and the answer's own shading, when it has one), naming cells r1c1."""
    h, v = solution.h, solution.v
    rows, cols = puzzle.rows, puzzle.cols

    def on(i: int, j: int) -> bool:
        return bool(
            (j > 0 and h[i][j - 1])
            or (j < cols - 1 and h[i][j])
            or (i > 0 and v[i - 1][j])
            or (i < rows - 1 and v[i][j])
        )

    def shaded(i: int, j: int) -> bool:
        return puzzle.cells[i][j] == "." and not on(i, j)

    problems = []
    for i in range(rows):
        for j in range(cols):
            ch = puzzle.cells[i][j]
            if ch != "." and on(i, j):
                problems.append(f"the loop passes through the clue at {cell_name((i, j))}")
            if solution.shaded and solution.shaded[i][j] and (on(i, j) or ch != "."):
                problems.append(f"the shaded cell {cell_name((i, j))} is {'a clue' if ch != '.' else 'on the loop'}")
            elif solution.shaded and ch == "." and not on(i, j) and not solution.shaded[i][j]:
                problems.append(f"{cell_name((i, j))} is neither on the loop nor shaded")
            for a, b in ((i, j + 1), (i + 1, j)):
                if a < rows and b < cols and shaded(i, j) and shaded(a, b):
                    problems.append(f"the shaded cells {cell_name((i, j))} and {cell_name((a, b))} share a side")
            if ch.isdigit():
                count = sum(shaded(a, b) for a, b in _around(puzzle, (i, j)))
                if count != int(ch):
                    problems.append(f"{cell_name((i, j))} has {counted(count, 'shaded neighbour')}, clue {ch}")
    return problems
