"""Loopy's triangular (t1), honeycomb (t2) and kagome (t14) grids, built in the order his generator builds them.

His generator lays the faces down one after another and hands out dot
numbers as coordinates are first met, so a dot's index depends on which
face reached it first and on the order in which that face asked for its
corners.  The builders below therefore name each face's corners in two
orders: the order they are *met* (which numbers new dots) and the order
they are *stored* (which is the face's cycle); mostly the two agree.
"""

from __future__ import annotations

from collections.abc import Iterable

from loopcp.loopygrids.geometry import Builder, Geometry

Point = tuple[int, int]

# His side vector for a near-equilateral triangle: 26/15 is close to sqrt(3).
_A = 15
_B = 26


class _Patch:
    """Dots numbered on first sight of their coordinates, and faces in the order they were laid."""

    def __init__(self, tilesize: int) -> None:
        self.tilesize = tilesize
        self._index: dict[Point, int] = {}
        self._dots: list[Point] = []
        self._faces: list[tuple[int, ...]] = []

    def dot(self, point: Point) -> int:
        """The index of the dot at ``point``, numbering it now if it is new."""
        found = self._index.get(point)
        if found is None:
            found = self._index[point] = len(self._dots)
            self._dots.append(point)
        return found

    def face(self, met: Iterable[Point], stored: Iterable[int] | None = None) -> None:
        """Lay a face whose corners are met in ``met`` order; ``stored`` permutes them into the face's cycle."""
        indices = [self.dot(point) for point in met]
        self._faces.append(tuple(indices) if stored is None else tuple(indices[k] for k in stored))

    def offsets(self, cx: int, cy: int, corners: Iterable[Point]) -> None:
        """Lay a face given as corner offsets from ``(cx, cy)``, met and stored in the same order."""
        self.face((cx + dx, cy + dy) for dx, dy in corners)

    def geometry(self) -> Geometry:
        """Freeze the patch: the tuples are what the golden files are compared with."""
        return Geometry(self.tilesize, tuple(self._dots), tuple(self._faces))


# Honeycomb: hexagons with flat tops, columns shifted down by half a hexagon on odd x.
_HEXAGON_FLAT = ((-_A, -_B), (_A, -_B), (2 * _A, 0), (_A, _B), (-_A, _B), (-2 * _A, 0))


def honeycomb(width: int, height: int) -> Geometry:
    """Type t2: ``width`` x ``height`` hexagons, row by row."""
    patch = _Patch(tilesize=45)
    for row in range(height):
        for col in range(width):
            patch.offsets(3 * _A * col, 2 * _B * row + (_B if col % 2 else 0), _HEXAGON_FLAT)
    return patch.geometry()


def triangular(width: int, height: int) -> Geometry:
    """Type t1 with grid description ``0`` (every current ID): rows of triangles with no one-neighbour ears.

    Each row holds ``width + 1`` triangles pointing one way and then
    ``width`` pointing the other way; the way flips from row to row.  On an
    odd-height grid the last row loses its two end triangles, which would
    otherwise hang on by one edge.
    """
    patch = _Patch(tilesize=18)
    for row in range(height):
        top, bottom = row * _B, (row + 1) * _B
        # Even rows: the first run points up (apex on top); odd rows: down.
        wide, narrow = (bottom, top) if row % 2 == 0 else (top, bottom)
        # Corners are met left, apex, right; the stored cycle keeps one sense of rotation throughout.
        first_order = (0, 1, 2) if row % 2 == 0 else (0, 2, 1)
        second_order = (0, 2, 1) if row % 2 == 0 else (0, 1, 2)
        for col in range(width + 1):
            if height % 2 and row == height - 1 and col in (0, width):
                continue
            left = 2 * col * _A
            patch.face(((left, wide), (left + _A, narrow), (left + 2 * _A, wide)), first_order)
        for col in range(width):
            left = (2 * col + 1) * _A
            patch.face(((left, narrow), (left + _A, wide), (left + 2 * _A, narrow)), second_order)
    return patch.geometry()


def triangular_legacy(width: int, height: int) -> Geometry:
    """Type t1 with no grid description (IDs from before the ``0_`` prefix): a lattice with ears at two corners.

    Here the dots are numbered row by row up front rather than on first
    sight, and every lattice cell is cut into two triangles whose diagonal
    leans with the row's offset.
    """
    stride = width + 1
    dots = tuple(
        (2 * _A * col + (_A if row % 2 else 0), row * _B) for row in range(height + 1) for col in range(width + 1)
    )
    faces: list[tuple[int, ...]] = []
    for row in range(height):
        for col in range(width):
            nw = row * stride + col
            ne, sw, se = nw + 1, nw + stride, nw + stride + 1
            if row % 2:
                faces += [(nw, se, sw), (nw, ne, se)]
            else:
                faces += [(nw, ne, sw), (ne, se, sw)]
    return Geometry(18, dots, tuple(faces))


# Kagome: hexagons with pointed sides, rows shifted right by half a hexagon on odd y, triangles in between.
_HEXAGON_POINTED = ((_A, -_B), (2 * _A, 0), (_A, _B), (-_A, _B), (-2 * _A, 0), (-_A, -_B))
_UPPER_RIGHT = ((3 * _A, -_B), (2 * _A, 0), (_A, -_B))
_LOWER_RIGHT = ((3 * _A, _B), (_A, _B), (2 * _A, 0))
_UPPER_LEFT = ((-_A, -_B), (-2 * _A, 0), (-3 * _A, -_B))
_LOWER_LEFT = ((-_A, _B), (-3 * _A, _B), (-2 * _A, 0))


def kagome(width: int, height: int) -> Geometry:
    """Type t14: each hexagon followed by the triangles on its right, and on odd rows' first also its left.

    The triangles are left out where they would stick out of the patch
    with only one neighbour: beyond the last column of odd rows, and at
    the top and bottom edges.
    """
    patch = _Patch(tilesize=18)
    for row in range(height):
        odd = row % 2 == 1
        for col in range(width):
            cx, cy = 4 * _A * col + (2 * _A if odd else 0), 2 * _B * row
            inner = col < width - 1
            patch.offsets(cx, cy, _HEXAGON_POINTED)
            if inner or (not odd and row > 0):
                patch.offsets(cx, cy, _UPPER_RIGHT)
            if inner or (not odd and row < height - 1):
                patch.offsets(cx, cy, _LOWER_RIGHT)
            if odd and col == 0:
                patch.offsets(cx, cy, _UPPER_LEFT)
                if row < height - 1:
                    patch.offsets(cx, cy, _LOWER_LEFT)
    return patch.geometry()


HEX_BUILDERS: dict[int, Builder] = {1: triangular, 2: honeycomb, 14: kagome}
