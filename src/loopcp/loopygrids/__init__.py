"""The grids of Simon Tatham's Loopy, built exactly as his program builds them (issue 24).

A Loopy game ID names its grid by a type number (``t0`` to ``t15``) and a
size; its clues are listed face by face in his order.  Reading such an ID
means building the very same grid: the same dots, in his integer
coordinates and his order, and the same faces, each a cycle of dots, in
the order that the clues follow.  ``grid(kind, width, height)`` does that
for every type, t0 to t15 (``BUILDERS``, and ``penrose.PENROSE`` for the
two Penrose types, whose IDs also carry the patch of the tiling as a
grid description); each is tested against the geometry his own code
printed once (``tests/data/tatham/geometry``).

Triangular IDs (``t1``) carry a grid description: every current ID has
``0_`` and ``BUILDERS[1]`` builds that grid; an ID with none names his
older, eared lattice, which ``hexes.triangular_legacy`` builds.

``geometry_of`` builds the grid of a puzzle's ``Grid`` once and keeps the
last few: a Penrose patch takes a few hundred milliseconds to build.
``names`` says what a hint calls a grid's faces, points and edges: what
its picture shows (a clue, a face's corner or side), never a number.
"""

from __future__ import annotations

from functools import lru_cache

from loopcp.errors import UnsupportedError
from loopcp.loopygrids.dodecagons import DODECAGONS
from loopcp.loopygrids.geometry import Builder, Geometry
from loopcp.loopygrids.hexes import HEX_BUILDERS
from loopcp.loopygrids.penrose import PENROSE
from loopcp.loopygrids.polygons import POLYGONS
from loopcp.loopygrids.tilings import TILINGS
from loopcp.puzzle import Grid

# Loopy's type number -> its builder, for every type whose grid its size alone decides (all but t11, t12).
BUILDERS: dict[int, Builder] = dict(sorted({**POLYGONS, **HEX_BUILDERS, **TILINGS, **DODECAGONS}.items()))


def grid(kind: int, width: int, height: int, description: str | None = None) -> Geometry:
    """The grid of Loopy type ``kind`` at ``width`` x ``height``, as his program builds it.

    ``description`` is the ID's grid description (before the ``_``), which
    the Penrose types need: it says which patch of the tiling was taken.
    """
    if kind in PENROSE:
        if description is None:
            raise UnsupportedError(f"Loopy grid type t{kind} needs the grid description of its game ID")
        return PENROSE[kind](width, height, description)
    builder = BUILDERS.get(kind)
    if builder is None:
        raise UnsupportedError(f"Loopy grid type t{kind} is not one of Loopy's types t0 to t15")
    return builder(width, height)


@lru_cache(maxsize=16)
def geometry_of(where: Grid) -> Geometry:
    """The grid a puzzle's ``Grid`` names, built once."""
    return grid(where.kind, where.width, where.height, where.description)


__all__ = ["BUILDERS", "PENROSE", "Builder", "Geometry", "geometry_of", "grid"]
