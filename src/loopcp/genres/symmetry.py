"""A board's symmetry, as the generators take it: ``turns`` (1, 2, 4 or ``grid.MIRROR``) and what it moves.

A cell's images come from ``grid.image``; this module gathers them into
orbits, makes a loop keep the symmetry (``symmetric``, ``even``), and says
where no loop through every cell can keep it.
"""

from __future__ import annotations

from loopcp.errors import UnsupportedError
from loopcp.genres.base import Linear
from loopcp.grid import Cell, Edge, edge_ends, image


def orbit(cell: Cell, rows: int, cols: int, turns: int) -> list[Cell]:
    """A cell and its images under the turn (``grid.image``), itself first: the cell alone when ``turns`` is 1."""
    out = [cell]
    moved = image(cell, rows, cols, turns) if turns > 1 else cell
    while moved != cell:
        out.append(moved)
        moved = image(moved, rows, cols, turns)
    return out


def images(cells: frozenset[Cell], rows: int, cols: int, turns: int) -> list[frozenset[Cell]]:
    """Some cells and their distinct images under the turn, themselves first (alone where they are their own image)."""
    out = [cells]
    moved = frozenset(image(c, rows, cols, turns) for c in cells)
    while moved != cells:
        out.append(moved)
        moved = frozenset(image(c, rows, cols, turns) for c in moved)
    return out


def symmetric(rows: int, cols: int, turns: int) -> list[Linear]:
    """The loop looks the same after the turn: each edge is on exactly when its image is."""
    out = []
    for i in range(rows):
        for j in range(cols):
            edges: tuple[Edge, Edge] = (("h", i, j), ("v", i, j))
            for edge in edges:
                a, b = edge_ends(edge)
                if not (b[0] < rows and b[1] < cols):
                    continue
                ta, tb = image(a, rows, cols, turns), image(b, rows, cols, turns)
                low, high = min(ta, tb), max(ta, tb)
                twin: Edge = ("h", low[0], low[1]) if low[0] == high[0] else ("v", low[0], low[1])
                if edge < twin:
                    out.append(Linear(((edge, 1), (twin, -1)), 0, 0))
    return out


def even(weights: dict[object, int], rows: int, cols: int, turns: int) -> dict[object, int]:
    """The cells' weights made the same over each orbit of the turn (a symmetric loop then scores as drawn)."""
    out = dict(weights)
    for i in range(rows):
        for j in range(cols):
            first, cell = (i, j), (i, j)
            for _ in range(turns):
                cell = image(cell, rows, cols, turns)
                first = min(first, cell)
            out[("o", i, j)] = weights.get(("o", *first), 0)
    return out


def turned_through_every_cell(genre: str, rows: int, cols: int, turns: int) -> None:
    """Refuse, in words, a turn that no loop through every cell of the board keeps.

    Colour the cells as a chessboard: such a loop alternates colours. A
    turn that keeps it moves every cell a fixed number of steps along it,
    a ``turns``-th of its length (a turn keeps the loop's sense), so a
    cell's image has its colour exactly when that number is even; and a
    turn keeps or swaps colours by the board's shape alone. Where the two
    disagree there is no such loop: a quarter turn of a 4m x 4m board,
    a half turn of a 4 x 5.  (The mirror reverses the loop's sense instead:
    no such count.)
    """
    if turns not in (2, 4):
        return
    steps = rows * cols // turns
    swaps = (rows + 1) % 2 if turns == 4 else (rows + cols) % 2  # a quarter turn: (i, j) -> (j, rows - 1 - i)
    if steps % 2 != swaps:
        half = "a quarter" if turns == 4 else "a half"
        raise UnsupportedError(
            f"no {genre} loop through every cell of the {rows}x{cols} board looks the same after {half} turn;"
            f" try another size"
        )
