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

from loopcp.genres import shading
from loopcp.genres.base import Linear, visited
from loopcp.genres.koburin.codes import UNKNOWN
from loopcp.grid import Cell
from loopcp.naming import cell_name, counted
from loopcp.puzzle import Puzzle, Solution


def _around(puzzle: Puzzle, cell: Cell) -> list[Cell]:
    i, j = cell
    near = ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1))
    return [(a, b) for a, b in near if 0 <= a < puzzle.rows and 0 <= b < puzzle.cols]


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Clue cells off the loop with their counts; free neighbours not both shaded."""
    out = shading.constraints(puzzle)
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            if ch not in (".", UNKNOWN):
                free = [c for c in _around(puzzle, (i, j)) if puzzle.char(c) == "."]
                why = f"the {ch} at {cell_name((i, j))} touches {counted(int(ch), 'shaded cell')}"
                out.append(Linear.count([shading.off(c) for c in free], int(ch), why=why))
    return out


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check every rule from the matrices (and the answer's own shading, when it has one), naming cells r1c1."""
    on = visited(puzzle, solution)
    problems = shading.violations(puzzle, solution, on)
    dark = shading.shaded(puzzle, on)
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            if ch.isdigit():
                count = sum(dark[a][b] for a, b in _around(puzzle, (i, j)))
                if count != int(ch):
                    problems.append(f"{cell_name((i, j))} has {counted(count, 'shaded neighbour')}, clue {ch}")
    return problems
