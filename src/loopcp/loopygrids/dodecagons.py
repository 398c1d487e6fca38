"""Loopy's four dodecagon grids (t9, t10, t13, t15), built in his order.

All four place one dodecagon per cell, row by row, and after each one the
smaller faces that belong to it, each in a fixed order; dots are numbered
as their coordinates are first met (``tilings._Patch``).  A small face is
left out where it would sit on the edge of the patch with nothing on its
far side, and that is the whole difference between the grid sizes: so each
face below carries the test that decides whether the cell gets it.

In three of the grids odd rows are shifted right by half a step, so a
dodecagon's neighbours in the rows above and below sit diagonally.  Whether
they exist depends on the row's parity as well as the column, which is
what ``_Cell.reaches_east`` and ``_Cell.reaches_west`` capture.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from loopcp.loopygrids.geometry import Builder, Geometry
from loopcp.loopygrids.tilings import Offsets, _Patch

# Near-equilateral triangle side again: 26/15 is close to sqrt(3).
_A, _B = 15, 26
_R = 2 * _A + _B  # centre to a dodecagon side's midpoint (its inradius)
_S = _A + _B  # both legs of the corners that sit on the diagonals
_TILESIZE = 26


@dataclass(frozen=True, slots=True)
class _Cell:
    """Where a dodecagon sits, as the questions its neighbouring faces ask."""

    col: int
    row: int
    width: int
    height: int

    @property
    def up(self) -> bool:
        return self.row > 0

    @property
    def down(self) -> bool:
        return self.row < self.height - 1

    @property
    def east(self) -> bool:
        return self.col < self.width - 1

    @property
    def west(self) -> bool:
        return self.col > 0

    @property
    def reaches_east(self) -> bool:
        """A dodecagon half a step to the right exists in the rows above and below."""
        return self.row % 2 == 0 or self.east

    @property
    def reaches_west(self) -> bool:
        """A dodecagon half a step to the left exists in the rows above and below."""
        return self.row % 2 == 1 or self.west

    @property
    def flanked(self) -> bool:
        """Both of the above: a face straight above or below the centre has neighbours on both sides."""
        return self.reaches_east and self.reaches_west


_Rule = Callable[[_Cell], bool]
_Piece = tuple[Offsets, _Rule]  # a face's corners from the dodecagon's centre, and when the cell has it


def _always(_: _Cell) -> bool:
    return True


def _half_turn(corners: Offsets) -> Offsets:
    """The same face on the opposite side of the centre, starting from the opposite corner."""
    return tuple((-x, -y) for x, y in corners)


# Clockwise from the top edge's right end; each quarter turn moves three corners on.
_DODECAGON: Offsets = (
    (_A, -_R),
    (_S, -_S),
    (_R, -_A),
    (_R, _A),
    (_S, _S),
    (_A, _R),
    (-_A, _R),
    (-_S, _S),
    (-_R, _A),
    (-_R, -_A),
    (-_S, -_S),
    (-_A, -_R),
)


@dataclass(frozen=True, slots=True)
class _Layout:
    """How far apart the dodecagons are, how far odd rows shift, and what each cell adds."""

    dx: int
    dy: int
    odd_shift: int
    pieces: tuple[_Piece, ...]

    def build(self, width: int, height: int) -> Geometry:
        patch = _Patch()
        for row in range(height):
            for col in range(width):
                cell = _Cell(col, row, width, height)
                ox = self.dx * col + (self.odd_shift if row % 2 else 0)
                oy = self.dy * row
                for corners, wanted in self.pieces:
                    if wanted(cell):
                        patch.face(ox, oy, corners)
        return patch.geometry(_TILESIZE)


# t9: dodecagons touching side to side, a triangle in each gap above and below.
_GAP_BELOW: Offsets = ((_A, _R), (0, _R + _B), (-_A, _R))

_DODECAGONAL = _Layout(
    dx=2 * _R,
    dy=_R + _S,
    odd_shift=_R,
    pieces=(
        (_DODECAGON, _always),
        (_GAP_BELOW, lambda c: c.down and c.flanked),
        (_half_turn(_GAP_BELOW), lambda c: c.up and c.flanked),
    ),
)

# t10: squares between neighbouring dodecagons, hexagons where three meet.
_HEXAGON_BELOW: Offsets = (
    (_A, _R),
    (2 * _A, _R + _B),
    (_A, _R + 2 * _B),
    (-_A, _R + 2 * _B),
    (-2 * _A, _R + _B),
    (-_A, _R),
)
_GREAT_SQUARE_EAST: Offsets = ((_R, -_A), (_R + 2 * _A, -_A), (_R + 2 * _A, _A), (_R, _A))
_GREAT_SQUARE_NE: Offsets = ((_A, -_R), (2 * _A, -_R - _B), (_R, -_A - 2 * _B), (_S, -_S))
_GREAT_SQUARE_NW: Offsets = ((-_S, -_S), (-_R, -_A - 2 * _B), (-2 * _A, -_R - _B), (-_A, -_R))

_GREAT_DODECAGONAL = _Layout(
    dx=2 * _R + 2 * _A,
    dy=3 * _S,
    odd_shift=_R + _A,
    pieces=(
        (_DODECAGON, _always),
        (_HEXAGON_BELOW, lambda c: c.down and c.flanked),
        (_half_turn(_HEXAGON_BELOW), lambda c: c.up and c.flanked),
        (_GREAT_SQUARE_EAST, lambda c: c.east),
        (_GREAT_SQUARE_NE, lambda c: c.up and c.reaches_east),
        (_GREAT_SQUARE_NW, lambda c: c.up and c.reaches_west),
    ),
)

# t13: each dodecagon ringed by hexagons and squares in turn, with a triangle
# where three squares meet.  The x and y of corners beyond the dodecagon:
_E1 = _A + 2 * _B  # the x of a hexagon's inner side, beside a square
_E2 = 2 * _A + 2 * _B  # the x where two squares and a triangle meet
_E3 = 3 * _A + 2 * _B  # the x of a triangle's outer corner
_N1 = 4 * _A + _B  # the depth of a square straight above or below
_GG_HEXAGON_NE: Offsets = ((_E1, -_N1), (_E1, -_R), (_S, -_S), (_A, -_R), (_A, -_N1), (_S, -_N1 - _A))
_GG_HEXAGON_EAST: Offsets = ((_R + 2 * _B, -_A), (_R + 2 * _B, _A), (_E2, 2 * _A), (_R, _A), (_R, -_A), (_E2, -2 * _A))
_GG_HEXAGON_SE: Offsets = ((_E1, _R), (_E1, _N1), (_S, _N1 + _A), (_A, _N1), (_A, _R), (_S, _S))
_GG_SQUARE_NE: Offsets = ((_E1, -_R), (_E2, -2 * _A), (_R, -_A), (_S, -_S))
_GG_SQUARE_SE: Offsets = ((_E2, 2 * _A), (_E1, _R), (_S, _S), (_R, _A))
_GG_SQUARE_BELOW: Offsets = ((_A, _R), (_A, _N1), (-_A, _N1), (-_A, _R))
_GG_SQUARE_SW: Offsets = ((-_R, _A), (-_S, _S), (-_E1, _R), (-_E2, 2 * _A))
_GG_SQUARE_NW: Offsets = ((-_S, -_S), (-_R, -_A), (-_E2, -2 * _A), (-_E1, -_R))
_GG_SQUARE_ABOVE: Offsets = ((_A, -_N1), (_A, -_R), (-_A, -_R), (-_A, -_N1))
_GG_TRIANGLE_UPPER: Offsets = ((_E3, -_R), (_E2, -2 * _A), (_E1, -_R))
_GG_TRIANGLE_LOWER: Offsets = ((_E3, _R), (_E1, _R), (_E2, 2 * _A))

_GREAT_GREAT_DODECAGONAL = _Layout(
    dx=4 * _S,
    dy=2 * _R + 2 * _A,
    odd_shift=2 * _S,
    pieces=(
        (_DODECAGON, _always),
        (_GG_HEXAGON_NE, lambda c: c.up and c.reaches_east),
        (_GG_HEXAGON_EAST, lambda c: c.east),
        (_GG_HEXAGON_SE, lambda c: c.down and c.reaches_east),
        (_GG_SQUARE_NE, lambda c: c.up and c.east),
        (_GG_SQUARE_SE, lambda c: c.down and c.east),
        (_GG_SQUARE_BELOW, lambda c: c.down and c.flanked),
        (_GG_SQUARE_SW, lambda c: c.down and c.west),
        (_GG_SQUARE_NW, lambda c: c.up and c.west),
        (_GG_SQUARE_ABOVE, lambda c: c.up and c.flanked),
        (_GG_TRIANGLE_UPPER, lambda c: c.up and c.east),
        (_GG_TRIANGLE_LOWER, lambda c: c.down and c.east),
    ),
)

# t15: dodecagons on a square lattice; where four meet (south-east of each) a
# square with a triangle on each of its sides, north, east, south, west.
_NEAR = _S  # the compass square's near side, from the dodecagon's centre
_FAR = 3 * _A + _B  # and its far side


def _in_square_gap(c: _Cell) -> bool:
    return c.east and c.down


_COMPASS_DODECAGONAL = _Layout(
    dx=2 * _R,
    dy=2 * _R,
    odd_shift=0,
    pieces=(
        (_DODECAGON, _always),
        (((_R, _A), (_FAR, _NEAR), (_NEAR, _NEAR)), _in_square_gap),
        (((_R + _S, _R), (_FAR, _FAR), (_FAR, _NEAR)), _in_square_gap),
        (((_FAR, _FAR), (_R, _R + _S), (_NEAR, _FAR)), _in_square_gap),
        (((_NEAR, _NEAR), (_NEAR, _FAR), (_A, _R)), _in_square_gap),
        (((_FAR, _NEAR), (_FAR, _FAR), (_NEAR, _FAR), (_NEAR, _NEAR)), _in_square_gap),
    ),
)


def dodecagonal(width: int, height: int) -> Geometry:
    """Loopy type 9."""
    return _DODECAGONAL.build(width, height)


def great_dodecagonal(width: int, height: int) -> Geometry:
    """Loopy type 10."""
    return _GREAT_DODECAGONAL.build(width, height)


def great_great_dodecagonal(width: int, height: int) -> Geometry:
    """Loopy type 13."""
    return _GREAT_GREAT_DODECAGONAL.build(width, height)


def compass_dodecagonal(width: int, height: int) -> Geometry:
    """Loopy type 15."""
    return _COMPASS_DODECAGONAL.build(width, height)


DODECAGONS: dict[int, Builder] = {
    9: dodecagonal,
    10: great_dodecagonal,
    13: great_great_dodecagonal,
    15: compass_dodecagonal,
}

__all__ = [
    "DODECAGONS",
    "compass_dodecagonal",
    "dodecagonal",
    "great_dodecagonal",
    "great_great_dodecagonal",
]
