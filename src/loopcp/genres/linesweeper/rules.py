"""Linesweeper's rules: linear constraints for the solver, and an independent check for the verifier.

The loop runs through cell centres and never through a numbered cell; a
number says how many of the eight cells around it (sides and corners)
the loop passes through, as Janko's rules and the issue have it.  Free
cells may be left out.

Linear over the points' "off the loop" literals ``("o", i, j)``, which
the loop core already has: a clue cell is off, and a clue N with K cells
around it has exactly K - N of them off.  Counting the cells off rather
than the edges on keeps each clue one constraint over K literals, which
CP-SAT propagates at once.
"""

from __future__ import annotations

from loopcp.genres.base import Linear, Term, visited
from loopcp.grid import Cell
from loopcp.naming import cell_name, counted
from loopcp.puzzle import Puzzle, Solution


def _off(cell: Cell) -> Term:
    """The term of a cell centre off the loop."""
    return ("o", cell[0], cell[1])


def _ring(puzzle: Puzzle, cell: Cell) -> list[Cell]:
    """The cells around a cell, sides and corners, that lie on the board."""
    i, j = cell
    near = [(i + a, j + b) for a in (-1, 0, 1) for b in (-1, 0, 1) if a or b]
    return [(a, b) for a, b in near if 0 <= a < puzzle.rows and 0 <= b < puzzle.cols]


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Each clue cell off the loop, and exactly its number of the cells around it on the loop."""
    out: list[Linear] = []
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            if not ch.isdigit():
                continue
            cell = (i, j)
            out.append(Linear.count([_off(cell)], 1, why=f"the loop avoids the clue at {cell_name(cell)}", given=True))
            ring = _ring(puzzle, cell)
            why = f"the {ch} at {cell_name(cell)} sees {counted(int(ch), 'loop cell')}"
            out.append(Linear.count([_off(c) for c in ring], len(ring) - int(ch), why=why))
    return out


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check every clue from the matrices, naming cells r1c1."""
    on = visited(puzzle, solution)
    problems = []
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            if not ch.isdigit():
                continue
            if on[i][j]:
                problems.append(f"the loop passes through the clue at {cell_name((i, j))}")
                continue
            seen = sum(
                on[a][b]
                for a in range(max(0, i - 1), min(puzzle.rows, i + 2))
                for b in range(max(0, j - 1), min(puzzle.cols, j + 2))
            )
            if seen != int(ch):
                problems.append(f"{cell_name((i, j))} sees {counted(seen, 'loop cell')} around it, clue {ch}")
    return problems
