"""Kurarin's rules: shade cells and run the loop through all the others; dots weigh the shaded cells they touch.

A dot sits on a cell's centre (it touches that cell), on the side
between two cells (both), or on the corner of four (all four).  A black
dot touches more shaded cells than unshaded ones, a grey one as many of
each, a white one fewer (pzprjs ``kurarin``: ``checkShadeOnDot``).
Every cell is on the loop or shaded, so a shaded cell is a cell off the
loop: a dot's rule is one count over the "off the loop" literals of the
cells it touches.  A cell's token lists its four places, centre, east
side, south side, south-east corner, each ``b``, ``g``, ``w`` or ``.``
(``.`` alone: none); a place off the board holds nothing.
"""

from __future__ import annotations

from loopcp.genres.base import Linear, Term, visited
from loopcp.grid import Cell
from loopcp.naming import cell_name, counted
from loopcp.puzzle import Puzzle, Solution

COLOURS = {"b": "black", "g": "grey", "w": "white"}
PLACES = ((0, 0), (0, 1), (1, 0), (1, 1))  # a token's places as half-cell steps from the cell's centre
Dot = tuple[int, int, str, tuple[Cell, ...]]  # (y, x) in half cells from the board's corner, colour, cells touched


def valid(token: str) -> bool:
    """Whether a token is Kurarin's: '.', or four places of '.', 'b', 'g' and 'w', not all '.'."""
    return token == "." or (len(token) == 4 and set(token) <= {".", *COLOURS} and token != "....")


def dots(puzzle: Puzzle) -> list[Dot]:
    """Every dot on the board, in reading order of its place, with the cells it touches."""
    out = []
    for i, row in enumerate(puzzle.tokens):
        for j, token in enumerate(row):
            if token == ".":
                continue
            for (dy, dx), colour in zip(PLACES, token, strict=True):
                if colour == "." or i + dy >= puzzle.rows or j + dx >= puzzle.cols:
                    continue
                cells = tuple((a, b) for a in range(i, i + dy + 1) for b in range(j, j + dx + 1))
                out.append((2 * i + dy + 1, 2 * j + dx + 1, colour, cells))
    return sorted(out)


def placed(puzzle: Puzzle) -> tuple[tuple[int, int, str], ...]:
    """The dots for pictures (``Genre.dots``)."""
    return tuple((y, x, colour) for y, x, colour, _ in dots(puzzle))


def said(colour: str, cells: tuple[Cell, ...]) -> str:
    """A dot as a sentence names it: 'the black dot at r1c2', '... between r1c2 and r1c3', '... amid r1c2-r2c3'."""
    names = [cell_name(c) for c in cells]
    if len(names) == 1:
        return f"the {COLOURS[colour]} dot at {names[0]}"
    if len(names) == 2:
        return f"the {COLOURS[colour]} dot between {names[0]} and {names[1]}"
    return f"the {COLOURS[colour]} dot amid {names[0]}-{names[-1]}"


def bounds(colour: str, n: int) -> tuple[int, int] | None:
    """How many of a dot's n cells are shaded, at least and at most (None: none will do, a grey dot on one cell)."""
    if colour == "b":
        return n // 2 + 1, n
    if colour == "w":
        return 0, (n - 1) // 2
    return (n // 2, n // 2) if n % 2 == 0 else None


def _off(cell: Cell) -> Term:
    return ("o", cell[0], cell[1])


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Each dot's count of shaded cells."""
    out = []
    for _, _, colour, cells in dots(puzzle):
        span = bounds(colour, len(cells))
        why = said(colour, cells)
        if span is None:
            out.append(Linear.count([], 1, why=f"{why} touches one cell, which cannot be half shaded"))
            continue
        words = {"b": "more shaded cells than unshaded", "g": "as many shaded cells as unshaded"}
        what = f"{why} touches {words.get(colour, 'fewer shaded cells than unshaded')}"
        out.append(Linear.count([_off(c) for c in cells], span[0], span[1], why=what))
    return out


def finish(puzzle: Puzzle, solution: Solution) -> Solution:
    """The answer as shown: every cell off the loop shaded."""
    on = visited(puzzle, solution)
    shaded = tuple(tuple(int(not on[i][j]) for j in range(puzzle.cols)) for i in range(puzzle.rows))
    return Solution(solution.h, solution.v, shaded)


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check the shading and every dot from the matrices (and the answer's own shading, when it has one)."""
    on = visited(puzzle, solution)
    dark = [[not on[i][j] for j in range(puzzle.cols)] for i in range(puzzle.rows)]
    problems = []
    if solution.shaded:
        for i in range(puzzle.rows):
            for j in range(puzzle.cols):
                if solution.shaded[i][j] and on[i][j]:
                    problems.append(f"the shaded cell {cell_name((i, j))} is on the loop")
                elif not solution.shaded[i][j] and not on[i][j]:
                    problems.append(f"{cell_name((i, j))} is neither on the loop nor shaded")
        dark = [[bool(x) for x in row] for row in solution.shaded]
    for _, _, colour, cells in dots(puzzle):
        shaded = sum(dark[a][b] for a, b in cells)
        balance = 2 * shaded - len(cells)
        if (colour == "b" and balance <= 0) or (colour == "g" and balance != 0) or (colour == "w" and balance >= 0):
            problems.append(f"{said(colour, cells)} touches {counted(shaded, 'shaded cell')} of {len(cells)}")
    return problems
