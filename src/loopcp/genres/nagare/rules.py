"""Nagareru-Loop's rules: linear constraints for the solver, and an independent check for the verifier.

The board has shaded cells, some of them fans that blow one way
(``#n``, ``#s``, ``#w``, ``#e``), and arrows in white cells (``n``,
``s``, ``w``, ``e``).  A fan's wind blows along its row or column, from
the cell beside it to the next shaded cell or the board's edge (arrows
do not stop it).  A directed loop through cell centres (pzprjs's checker
list for ``nagare``: checkLineExist, checkArrowAgainst,
checkLineOnShadeCell, checkAcrossArrow, checkLineArrowDirection,
checkLineWindDirection, checkAcrossWind, checkAllArrow, and the loop
core's cross, branch, dead end and one loop) must, going one way round:

1. never pass through a shaded cell;
2. pass through every arrow, straight and the arrow's way;
3. never step against the wind: from a cell of a wind to the next cell
   upwind;
4. never cross a wind straight: through a cell with wind along its
   column, not straight along its row, and the other way round.

An arrow in a wind that blows any other way cannot be passed (pzprjs
says so before it reads the loop: the puzzle is broken), and a cell in
two opposite winds cannot be entered; both follow from 2-4, and neither
is a rule of its own here.

The solver's half speaks of cells off the loop (``("o", i, j)``), edges,
and arcs (``genres.directed``), which pick the way round.  The verifier's
half walks the drawn loop both ways round.
"""

from __future__ import annotations

import re

from loopcp.genres.base import OFF, Linear, Term, visited
from loopcp.genres.directed import arc, other_way, ring, steps
from loopcp.grid import Cell, Edge
from loopcp.naming import cell_name
from loopcp.puzzle import Puzzle, Solution

SHADED = "#"
STEP = {"n": (-1, 0), "s": (1, 0), "w": (0, -1), "e": (0, 1)}
WORD = {"n": "up", "s": "down", "w": "left", "e": "right"}
TOKEN = re.compile(r"#?[nswe]?$")


def is_token(token: str) -> bool:
    """Whether a token is one of Nagareru-Loop's: ``.``, an arrow, ``#``, or a fan."""
    return token == "." or (token != "" and TOKEN.match(token) is not None)


def is_shaded(token: str) -> bool:
    """Whether a token is a shaded cell, a fan or not."""
    return token.startswith(SHADED)


def arrow(token: str) -> str | None:
    """A white cell's arrow (``n``, ``s``, ``w``, ``e``), or None."""
    return token if token in STEP else None


def fan(token: str) -> str | None:
    """The way a fan blows, or None for any other token."""
    return token[1] if is_shaded(token) and len(token) == 2 else None


def _cells(puzzle: Puzzle) -> list[Cell]:
    return [(i, j) for i in range(puzzle.rows) for j in range(puzzle.cols)]


def winds(puzzle: Puzzle) -> dict[Cell, set[str]]:
    """Which ways the wind blows in each white cell (a cell no wind reaches is left out), from every fan."""
    out: dict[Cell, set[str]] = {}
    for cell in _cells(puzzle):
        way = fan(puzzle.tokens[cell[0]][cell[1]])
        if way is not None:
            for c in stretch(puzzle, cell, way):
                out.setdefault(c, set()).add(way)
    return out


def stretch(puzzle: Puzzle, cell: Cell, way: str) -> list[Cell]:
    """The white cells a fan at ``cell`` blowing ``way`` reaches, nearest first."""
    di, dj = STEP[way]
    out = []
    i, j = cell[0] + di, cell[1] + dj
    while 0 <= i < puzzle.rows and 0 <= j < puzzle.cols and not is_shaded(puzzle.tokens[i][j]):
        out.append((i, j))
        i, j = i + di, j + dj
    return out


def _fan_of(puzzle: Puzzle, cell: Cell, way: str) -> Cell:
    """The fan whose wind blows ``way`` through a white cell: the first shaded cell upwind."""
    di, dj = STEP[way]
    i, j = cell
    while not is_shaded(puzzle.tokens[i][j]):
        i, j = i - di, j - dj
    return i, j


def _edge(a: Cell, b: Cell) -> Edge:
    """The edge of the centres' lattice between two neighbouring cells."""
    (i, j), (k, _) = sorted((a, b))
    return ("h", i, j) if i == k else ("v", i, j)


# --- the solver's half ---------------------------------------------------------------------------------


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Shaded cells off the loop, arrows passed straight their way, no step against or straight across a wind."""
    out = []
    for i, j in _cells(puzzle):
        token = puzzle.tokens[i][j]
        if is_shaded(token):
            out.append(Linear.count([(OFF, i, j)], 1, why=f"{cell_name((i, j))} is shaded", given=True))
        way = arrow(token)
        if way is None:
            continue
        said = f"the arrow at {cell_name((i, j))} points {WORD[way]}"
        di, dj = STEP[way]
        out.append(Linear.count([(OFF, i, j)], 0, why=said, given=True))
        out.append(Linear.count([arc((i, j), (i + di, j + dj))], 1, why=said))
        sides = [(i + dj, j + di), (i - dj, j - di)]  # across the arrow
        out.append(Linear.count([_edge((i, j), s) for s in sides], 0, 0, why=said))
    blown = winds(puzzle)
    for cell, ways in sorted(blown.items()):
        for way in sorted(ways):
            said = f"the wind from the fan at {cell_name(_fan_of(puzzle, cell, way))} blows {WORD[way]}"
            di, dj = STEP[way]
            ahead = (cell[0] + di, cell[1] + dj)
            if way in blown.get(ahead, ()):  # the next cell downwind: no step back
                out.append(Linear.count([arc(ahead, cell)], 0, 0, why=said))
            across = [(cell[0] + dj, cell[1] + di), (cell[0] - dj, cell[1] - di)]
            terms: list[Term] = [_edge(cell, c) for c in across]
            out.append(Linear.count(terms, 0, 1, why=said))
    return out


# --- the verifier's half -------------------------------------------------------------------------------


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Every rule the loop breaks, in words, walked in plain Python over the answer."""
    on = visited(puzzle, solution)
    blown = winds(puzzle)
    out = [
        f"the loop passes through the shaded cell {cell_name(c)}"
        for c in _cells(puzzle)
        if on[c[0]][c[1]] and is_shaded(puzzle.tokens[c[0]][c[1]])
    ]
    order = ring(solution)
    moves = steps(order, closed=True)
    out += _across_arrows(puzzle, moves)
    ways = [_against(puzzle, blown, moves), _against(puzzle, blown, steps(other_way(order), closed=True))]
    if not any(not arrows and not wind for arrows, wind in ways):
        arrows, wind = min(ways, key=lambda w: (len(w[0]), len(w[1])))
        out += arrows + wind
    out += _across_winds(blown, moves)
    out += [
        f"the loop does not pass the arrow at {cell_name(c)}"
        for c in _cells(puzzle)
        if arrow(puzzle.tokens[c[0]][c[1]]) is not None and not on[c[0]][c[1]]
    ]
    return out


def _neighbours(moves: list[tuple[Cell, Cell]]) -> dict[Cell, list[Cell]]:
    near: dict[Cell, list[Cell]] = {}
    for a, b in moves:
        near.setdefault(a, []).append(b)
        near.setdefault(b, []).append(a)
    return near


def _across_arrows(puzzle: Puzzle, moves: list[tuple[Cell, Cell]]) -> list[str]:
    """Arrows the loop touches from a side: it must run along them."""
    out = []
    for cell, near in sorted(_neighbours(moves).items()):
        way = arrow(puzzle.tokens[cell[0]][cell[1]])
        if way is None:
            continue
        vertical = way in "ns"
        if any((n[0] == cell[0]) == vertical for n in near):  # a neighbour in the same row, for an up-down arrow
            out.append(f"the loop crosses the arrow at {cell_name(cell)} instead of running along it")
    return out


def _against(
    puzzle: Puzzle, blown: dict[Cell, set[str]], moves: list[tuple[Cell, Cell]]
) -> tuple[list[str], list[str]]:
    """Going round in this order: the arrows it passes the wrong way, and the steps it takes against a wind."""
    arrows, wind = [], []
    for a, b in moves:
        step = (b[0] - a[0], b[1] - a[1])
        for cell in (a, b):  # an arrow's cell is left and entered its way
            way = arrow(puzzle.tokens[cell[0]][cell[1]])
            if way is not None and step == tuple(-x for x in STEP[way]):  # a step across it is ``_across_arrows``
                said = f"the loop passes the arrow at {cell_name(cell)} against it"
                if said not in arrows:
                    arrows.append(said)
        for way in sorted(blown.get(a, set()) & blown.get(b, set())):
            said = f"the loop runs against the wind of the fan at {cell_name(_fan_of(puzzle, a, way))}"
            if step == tuple(-x for x in STEP[way]) and said not in wind:
                wind.append(said)
    return arrows, wind


def _across_winds(blown: dict[Cell, set[str]], moves: list[tuple[Cell, Cell]]) -> list[str]:
    """Cells of a wind that the loop passes straight across it."""
    out = []
    for cell, near in sorted(_neighbours(moves).items()):
        if len(near) != 2 or cell not in blown:
            continue
        (a, b), (c, d) = near
        along_row, along_column = a == c == cell[0], b == d == cell[1]
        if (along_row and blown[cell] & {"n", "s"}) or (along_column and blown[cell] & {"w", "e"}):
            out.append(f"the loop runs straight across the wind at {cell_name(cell)}")
    return out
