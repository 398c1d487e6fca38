"""How messages name places and counts, one convention for every command.

Cells are named as puzzle solvers write them, ``r{row}c{col}`` counted
from 1 (``r1c1`` is the top-left cell), as ``hint`` and ``explain`` do;
JSON keeps the contract's 0-based indices.  A lattice point of the
Slitherlink family is a corner of a cell ("the top-left corner of r1c1");
on a lattice of cell centres (Masyu) a point is its cell.

Counts agree with their nouns: "1 loop edge", "2 loop edges".

This module imports nothing from loopcp, so that the independent verifier
can use it without sharing any other code.
"""

from __future__ import annotations

Cell = tuple[int, int]  # (row, col) from 0, as in loopcp.grid
Point = tuple[int, int]  # (row, col) of a lattice point from 0, as in loopcp.grid


def cell_name(cell: Cell) -> str:
    """A cell as a person names it: ``r1c1`` is the top-left cell.

    >>> cell_name((1, 3))
    'r2c4'
    """
    return f"r{cell[0] + 1}c{cell[1] + 1}"


def corner_name(point: Point, rows: int, cols: int) -> str:
    """A corner point of a board of rows x cols cells, named by the cell it is a corner of.

    The cell is the one below and right of the point where there is one, so
    that every point has one name, as ``hint`` names it.

    >>> corner_name((0, 5), 3, 5)
    'the top-right corner of r1c5'
    >>> corner_name((3, 0), 3, 5)
    'the bottom-left corner of r3c1'
    """
    i, j = point
    r, c = min(i, rows - 1), min(j, cols - 1)
    vertical = "top" if i == r else "bottom"
    horizontal = "left" if j == c else "right"
    return f"the {vertical}-{horizontal} corner of {cell_name((r, c))}"


def side_name(edge: tuple[str, int, int], rows: int, cols: int) -> str:
    """An edge of the Slitherlink family (a side of a cell), named by the cell below or right of it where there is one.

    ``("h", i, j)`` runs along the top of cell (i, j), ``("v", i, j)`` down its left side, on a board of
    rows x cols cells.

    >>> side_name(("h", 1, 3), 3, 5), side_name(("h", 3, 0), 3, 5), side_name(("v", 0, 5), 3, 5)
    ('the top edge of r2c4', 'the bottom edge of r3c1', 'the right edge of r1c5')
    """
    kind, i, j = edge
    if kind == "h":
        return f"the top edge of {cell_name((i, j))}" if i < rows else f"the bottom edge of {cell_name((i - 1, j))}"
    return f"the left edge of {cell_name((i, j))}" if j < cols else f"the right edge of {cell_name((i, j - 1))}"


def counted(n: int, noun: str, plural: str | None = None) -> str:
    """A count with its noun in the right number: '1 row', '2 rows' (``plural`` for irregular nouns).

    >>> counted(1, "loop edge"), counted(0, "loop edge"), counted(2, "entry", "entries")
    ('1 loop edge', '0 loop edges', '2 entries')
    """
    if n == 1:
        return f"1 {noun}"
    return f"{n} {plural or noun + 's'}"


def an(noun: str) -> str:
    """A noun with its indefinite article, by its first letter: 'a masyu', 'an entryexit'.

    >>> an("masyu"), an("entryexit")
    ('a masyu', 'an entryexit')
    """
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"
