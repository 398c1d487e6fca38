"""A board's symmetry, as the generators take it: ``turns`` (1, 2, 4 or ``grid.MIRROR``) and what it moves.

A cell's images come from ``grid.image``; this module gathers them into
orbits, makes a loop keep the symmetry (``symmetric``, ``even``), and says
where no loop through every cell can keep it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from loopcp.errors import UnsupportedError
from loopcp.genres.base import Linear
from loopcp.grid import Cell, Edge, Mirror, edge_ends, image

T = TypeVar("T")


def _orbit(first: T, move: Callable[[T], T]) -> list[T]:
    """``first`` and its images under ``move``, until they come round to it."""
    out = [first]
    moved = move(first)
    while moved != first:
        out.append(moved)
        moved = move(moved)
    return out


def orbit(cell: Cell, rows: int, cols: int, turns: int) -> list[Cell]:
    """A cell and its images under the turn (``grid.image``), itself first: the cell alone when ``turns`` is 1."""
    return _orbit(cell, lambda c: image(c, rows, cols, turns)) if turns > 1 else [cell]


def edge_image(edge: Edge, rows: int, cols: int, turns: int) -> Edge:
    """Where an edge between two neighbouring cells (points of the centres' lattice) goes under the symmetry."""
    a, b = edge_ends(edge)
    ta, tb = image(a, rows, cols, turns), image(b, rows, cols, turns)
    low, high = min(ta, tb), max(ta, tb)
    return ("h", low[0], low[1]) if low[0] == high[0] else ("v", low[0], low[1])


def edge_orbit(edge: Edge, rows: int, cols: int, turns: int) -> list[Edge]:
    """An edge and its images under the symmetry (``edge_image``), itself first: the edge alone when ``turns`` is 1."""
    return _orbit(edge, lambda e: edge_image(e, rows, cols, turns)) if turns > 1 else [edge]


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
                b = edge_ends(edge)[1]
                if not (b[0] < rows and b[1] < cols):
                    continue
                twin = edge_image(edge, rows, cols, turns)
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
    a half turn of a 4 x 5.  The mirror reverses the loop's sense instead,
    so it keeps two places of the loop at most, and every pass through a
    cell of the middle column (an odd number of columns) is kept: a loop
    through every cell passes all of that column's cells, too many from
    three rows on.
    """
    if isinstance(turns, Mirror):
        if cols % 2 and rows > 2:
            raise UnsupportedError(
                f"no {genre} loop through every cell of the {rows}x{cols} board looks the same in the mirror: it"
                f" passes the {rows} cells of the middle column, and a loop the mirror keeps passes only two of them;"
                " try an even number of columns"
            )
        return
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
