"""Loopy's square (t0), great-hexagonal (t5), kites (t7) and floret (t8) grids, built in his order.

Like the tilings in ``tilings.py`` these are laid out cell by cell, row by
row, each cell adding a fixed list of faces given as corner offsets from
the cell's anchor; a dot is numbered when its coordinates are first met.
What differs between them is where each cell's anchor sits (odd columns
or odd rows shift by half a cell) and which faces are left out at the
edges so that nothing hangs on by a single edge.  None of them is trimmed
afterwards, so the face order is simply the order of laying.
"""

from __future__ import annotations

from collections.abc import Sequence

from loopcp.loopygrids.geometry import Builder, Geometry
from loopcp.loopygrids.tilings import Offsets, _Patch

Vector = tuple[int, int]


def square(width: int, height: int) -> Geometry:
    """Loopy type 0: the only type whose old IDs loopcp could read before issue 24."""
    side = 20
    corners = ((0, 0), (side, 0), (side, side), (0, side))
    patch = _Patch()
    for row in range(height):
        for col in range(width):
            patch.face(side * col, side * row, corners)
    return patch.geometry(side)


# Great hexagonal: hexagons with flat tops, odd columns half a cell lower; between them
# squares (below, below right, below left) and triangles (below right, below left).
_GH_A, _GH_B = 15, 26  # legs of a side leaning at 60 degrees; b/a is near sqrt(3)


def great_hexagonal(width: int, height: int) -> Geometry:
    """Loopy type 5.

    Each hexagon brings the pieces under it.  The squares that slant down to
    either side are dropped on the bottom row of odd columns (their hexagons
    sit half a cell lower, so those squares would poke out), and every piece
    that reaches into the next row is dropped on the last row.
    """
    a, b = _GH_A, _GH_B
    hexagon = ((-a, -b), (a, -b), (2 * a, 0), (a, b), (-a, b), (-2 * a, 0))
    below = ((-a, b), (a, b), (a, 2 * a + b), (-a, 2 * a + b))
    below_right = ((2 * a, 0), (2 * a + b, a), (a + b, a + b), (a, b))
    below_left = ((-2 * a, 0), (-a, b), (-a - b, a + b), (-2 * a - b, a))
    triangle_right = ((a, b), (a + b, a + b), (a, 2 * a + b))
    triangle_left = ((-a, b), (-a, 2 * a + b), (-a - b, a + b))
    patch = _Patch()
    for row in range(height):
        for col in range(width):
            cx = (3 * a + b) * col
            cy = (2 * a + 2 * b) * row + (a + b if col % 2 else 0)
            not_last_row = row < height - 1
            slants_fit = col % 2 == 0 or not_last_row
            faces: list[Offsets] = [hexagon]
            if not_last_row:
                faces.append(below)
            if col < width - 1 and slants_fit:
                faces.append(below_right)
            if col > 0 and slants_fit:
                faces.append(below_left)
            if col < width - 1 and not_last_row:
                faces.append(triangle_right)
            if col > 0 and not_last_row:
                faces.append(triangle_left)
            for corners in faces:
                patch.face(cx, cy, corners)
    return patch.geometry(18)


# Kites: six kites meeting at one point per cell, odd rows shifted right by half a cell.
_KITE_A, _KITE_B = 15, 26  # b/a is near sqrt(3)


def _kites_around(a: int, b: int) -> list[Offsets]:
    """The six kites round the cell's anchor, in his order: pointing up-left first, then going round."""
    # Each kite is the previous one turned by 60 degrees, but only approximately
    # (3a stands in for b times sqrt(3)), so all six are written out.
    return [
        ((0, 0), (2 * b, 0), (2 * b, 2 * a), (b, 3 * a)),
        ((0, 0), (b, 3 * a), (0, 4 * a), (-b, 3 * a)),
        ((0, 0), (-b, 3 * a), (-2 * b, 2 * a), (-2 * b, 0)),
        ((0, 0), (-2 * b, 0), (-2 * b, -2 * a), (-b, -3 * a)),
        ((0, 0), (-b, -3 * a), (0, -4 * a), (b, -3 * a)),
        ((0, 0), (b, -3 * a), (2 * b, -2 * a), (2 * b, 0)),
    ]


def kites(width: int, height: int) -> Geometry:
    """Loopy type 7: nothing is left out at the edges."""
    a, b = _KITE_A, _KITE_B
    around = _kites_around(a, b)
    patch = _Patch()
    for row in range(height):
        for col in range(width):
            ox = 4 * b * col + (2 * b if row % 2 else 0)
            for corners in around:
                patch.face(ox, 6 * a * row, corners)
    return patch.geometry(40)


# Floret: six pentagons round a point per cell.  The three side vectors p, q, r
# have nearly equal length; p's odd slope tilts the whole pattern slightly.
_FLORET_P: Vector = (75, -26)


def _petals(p: Vector, q: Vector, r: Vector) -> list[Offsets]:
    """The six pentagons round the centre, each from the centre out along one spoke and back along the next.

    The spokes are 2r, 2q, 2p, -2r, -2q, -2p in turn; between two spokes the
    pentagon's outer corners step by the third vector or its opposite.
    """

    def at(*terms: tuple[int, Vector]) -> Vector:
        return (sum(k * v[0] for k, v in terms), sum(k * v[1] for k, v in terms))

    return [
        ((0, 0), at((2, r)), at((2, r), (1, q)), at((2, q), (1, r)), at((2, q))),
        ((0, 0), at((2, q)), at((2, q), (1, p)), at((2, p), (1, q)), at((2, p))),
        ((0, 0), at((2, p)), at((2, p), (-1, r)), at((-2, r), (1, p)), at((-2, r))),
        ((0, 0), at((-2, r)), at((-2, r), (-1, q)), at((-2, q), (-1, r)), at((-2, q))),
        ((0, 0), at((-2, q)), at((-2, q), (-1, p)), at((-2, p), (-1, q)), at((-2, p))),
        ((0, 0), at((-2, p)), at((-2, p), (1, r)), at((2, r), (-1, p)), at((2, r))),
    ]


def floret(width: int, height: int) -> Geometry:
    """Loopy type 8.

    Rows advance towards negative y, and odd columns sit half a row back
    (at row - 1/2).  Even columns skip the last row unless it is also the
    first, so that the far edge is not ragged.
    """
    px, py = _FLORET_P
    qx, qy = 4 * px // 5, -2 * py
    p, q, r = (px, py), (qx, qy), (qx - px, qy - py)
    step_x = (6 * px + 3 * qx) // 2
    step_y = 4 * py - 5 * qy  # negative: each row sits above the one before
    petals: Sequence[Offsets] = _petals(p, q, r)
    patch = _Patch()
    for row in range(height):
        for col in range(width):
            if col % 2 == 0 and 0 < row == height - 1:
                continue
            cy = step_y * row - (step_y // 2 if col % 2 else 0)
            for corners in petals:
                patch.face(step_x * col, cy, corners)
    return patch.geometry(150)


POLYGONS: dict[int, Builder] = {0: square, 5: great_hexagonal, 7: kites, 8: floret}

__all__ = ["POLYGONS", "floret", "great_hexagonal", "kites", "square"]
