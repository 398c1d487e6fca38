"""What the genres of clue cells and shaded cells share (Yajilin, Koburin).

A cell without a clue (``puzzle.token(cell) == "."``) is on the loop or
shaded; a clue cell is neither; two shaded cells never share a side.  The
solver's half is linear over the points' "off the loop" literals; the
verifier's half reads the answer's matrices (and its own shading, when it
has one) through ``base.visited``.
"""

from __future__ import annotations

from loopcp.genres.base import Linear, Term
from loopcp.grid import Cell
from loopcp.naming import cell_name
from loopcp.puzzle import Puzzle, Solution


def off(cell: Cell) -> Term:
    """The term of a cell centre off the loop."""
    return ("o", cell[0], cell[1])


def _side_by_side(puzzle: Puzzle) -> list[tuple[Cell, Cell]]:
    """Every two cells that share a side, the first above or left of the second."""
    return [
        ((i, j), (a, b))
        for i in range(puzzle.rows)
        for j in range(puzzle.cols)
        for a, b in ((i, j + 1), (i + 1, j))
        if a < puzzle.rows and b < puzzle.cols
    ]


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Clue cells off the loop; two free cells side by side not both off it (both shaded)."""
    out = [
        Linear.count([off((i, j))], 1, why=f"the clue at {cell_name((i, j))} is off the loop", given=True)
        for i in range(puzzle.rows)
        for j in range(puzzle.cols)
        if puzzle.token((i, j)) != "."
    ]
    for a, b in _side_by_side(puzzle):
        if puzzle.token(a) == "." and puzzle.token(b) == ".":
            why = f"{cell_name(a)} and {cell_name(b)} are not both shaded"
            out.append(Linear.count([off(a), off(b)], 0, 1, why))
    return out


def shaded(puzzle: Puzzle, on: list[list[bool]]) -> list[list[bool]]:
    """The cells the loop leaves out that hold no clue."""
    return [[puzzle.token((i, j)) == "." and not on[i][j] for j in range(puzzle.cols)] for i in range(puzzle.rows)]


def violations(puzzle: Puzzle, solution: Solution, on: list[list[bool]]) -> list[str]:
    """The loop through a clue, an answer's shading that disagrees with its loop, shaded cells side by side."""
    dark = shaded(puzzle, on)
    problems = []
    for i in range(puzzle.rows):
        for j in range(puzzle.cols):
            free = puzzle.token((i, j)) == "."
            if not free and on[i][j]:
                problems.append(f"the loop passes through the clue at {cell_name((i, j))}")
            if solution.shaded and solution.shaded[i][j] and (on[i][j] or not free):
                problems.append(f"the shaded cell {cell_name((i, j))} is {'a clue' if not free else 'on the loop'}")
            elif solution.shaded and free and not on[i][j] and not solution.shaded[i][j]:
                problems.append(f"{cell_name((i, j))} is neither on the loop nor shaded")
    for (i, j), (a, b) in _side_by_side(puzzle):
        if dark[i][j] and dark[a][b]:
            problems.append(f"the shaded cells {cell_name((i, j))} and {cell_name((a, b))} share a side")
    return problems
