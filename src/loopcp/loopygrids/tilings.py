"""Loopy's snub-square (t3), Cairo (t4) and octagonal (t6) grids, built in his order.

These three tilings are periodic patterns laid out cell by cell, row by
row.  Each cell contributes a few faces, each given as corner offsets from
the cell's origin; a corner that an earlier face already used is the same
dot.  A dot's index is therefore the order in which it was first met, and
the faces keep the order they were laid down in, which is what a game ID's
clue string follows.  None of the three trims its patch afterwards.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from loopcp.loopygrids.geometry import Builder, Geometry

Offsets = Sequence[tuple[int, int]]  # a face's corners, relative to its cell, going round it


class _Patch:
    """Collects faces, merging corners that land on the same point into one dot."""

    def __init__(self) -> None:
        self.dots: list[tuple[int, int]] = []
        self.faces: list[tuple[int, ...]] = []
        self._index: dict[tuple[int, int], int] = {}

    def _dot(self, point: tuple[int, int]) -> int:
        found = self._index.get(point)
        if found is None:
            found = len(self.dots)
            self._index[point] = found
            self.dots.append(point)
        return found

    def face(self, ox: int, oy: int, corners: Offsets) -> None:
        self.faces.append(tuple(self._dot((ox + dx, oy + dy)) for dx, dy in corners))

    def geometry(self, tilesize: int) -> Geometry:
        return Geometry(tilesize, tuple(self.dots), tuple(self.faces))


CellFaces = Callable[[int, int], list[Offsets]]  # (column, row) -> that cell's faces, in order


def _lay(width: int, height: int, step: int, tilesize: int, cell: CellFaces) -> Geometry:
    """Walk the cells row by row, left to right, as his loops do."""
    patch = _Patch()
    for row in range(height):
        for col in range(width):
            for corners in cell(col, row):
                patch.face(step * col, step * row, corners)
    return patch.geometry(tilesize)


# Snub square: a tilted square per cell, with triangles filling the gaps to its
# left and above.  The tilt alternates like a chequerboard.
_SNUB_A, _SNUB_B = 15, 26  # legs of the tilted square's side; b/a is near sqrt(3)


def snub_square(width: int, height: int) -> Geometry:
    """Loopy type 3."""
    a, b = _SNUB_A, _SNUB_B
    odd_square = ((a, 0), (a + b, a), (b, a + b), (0, b))
    even_square = ((b, 0), (a + b, b), (a, a + b), (0, a))
    odd_left = ((a, 0), (0, b), (-a, 0))
    even_left = ((0, a), (a, a + b), (-a, a + b))
    odd_above = ((a, 0), (a + b, -a), (a + b, a))
    even_above = ((0, -a), (b, 0), (0, a))

    def cell(col: int, row: int) -> list[Offsets]:
        odd = (col + row) % 2 == 1
        faces: list[Offsets] = [odd_square if odd else even_square]
        if col > 0:
            faces.append(odd_left if odd else even_left)
        if row > 0:
            faces.append(odd_above if odd else even_above)
        return faces

    return _lay(width, height, a + b, 18, cell)


# Cairo: each cell adds the pentagon straddling its top edge and the one
# straddling its left edge; which way each points alternates like a chequerboard.
_CAIRO_A, _CAIRO_B = 14, 31  # pentagon side vectors; b/a is near (4 + sqrt(7)) / 3


def cairo(width: int, height: int) -> Geometry:
    """Loopy type 4."""
    a, b = _CAIRO_A, _CAIRO_B
    odd_top = ((a, -b), (2 * b - a, -b), (2 * b, 0), (b, a), (0, 0))
    even_top = ((0, 0), (b, -a), (2 * b, 0), (2 * b - a, b), (a, b))
    odd_left = ((0, 0), (b, a), (b, 2 * b - a), (0, 2 * b), (-a, b))
    even_left = ((0, 0), (a, b), (0, 2 * b), (-b, 2 * b - a), (-b, a))

    def cell(col: int, row: int) -> list[Offsets]:
        odd = (col + row) % 2 == 1
        faces: list[Offsets] = []
        if row > 0:
            faces.append(odd_top if odd else even_top)
        if col > 0:
            faces.append(odd_left if odd else even_left)
        return faces

    return _lay(width, height, 2 * b, 40, cell)


# Octagonal: an octagon per cell, and a diamond where four octagons meet at the
# cell's top-left corner (not on the first row or column).
_OCT_A, _OCT_B = 29, 41  # the diagonal sides' legs and the straight sides; b/a is near sqrt(2)


def octagonal(width: int, height: int) -> Geometry:
    """Loopy type 6."""
    a, b = _OCT_A, _OCT_B
    octagon = (
        (a, 0),
        (a + b, 0),
        (2 * a + b, a),
        (2 * a + b, a + b),
        (a + b, 2 * a + b),
        (a, 2 * a + b),
        (0, a + b),
        (0, a),
    )
    diamond = ((0, -a), (a, 0), (0, a), (-a, 0))

    def cell(col: int, row: int) -> list[Offsets]:
        return [octagon, diamond] if col > 0 and row > 0 else [octagon]

    return _lay(width, height, 2 * a + b, 40, cell)


TILINGS: dict[int, Builder] = {3: snub_square, 4: cairo, 6: octagonal}

__all__ = ["TILINGS", "cairo", "octagonal", "snub_square"]
