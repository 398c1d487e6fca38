"""Loopy's Penrose grids, kite/dart (t11) and rhombs (t12), cut from his recursively subdivided tiling.

His generator does not lay tiles row by row: it takes one huge half-tile
(a triangle), splits it into smaller half-tiles again and again, and at
the last level emits each whole tile once, from the half that carries it.
Every tile whose rounded corners all lie in a ``width`` x ``height``
rectangle is kept, with dots numbered on first sight.  The game ID's grid
description ``G<x>,<y>,<angle>`` says where that rectangle sits in the big
triangle and how the triangle was turned.  A last pass drops every face
not touching the largest connected set of inner dots, so that no loose
fringe of tiles survives; the order of what remains is unchanged.

The tiling's corners are exact integer combinations of four unit vectors
36 degrees apart (a fifth direction is a sum of these), so the recursion
is done in integers and only the final corners pass through floats, with
his own rounded cosines and his rounding of halves away from zero.  That
keeps every dot on exactly the integer point his program gives it.
"""

from __future__ import annotations

import math
import random
import re
from collections.abc import Callable, Iterator

from loopcp.errors import LoopcpError
from loopcp.loopygrids.geometry import Geometry

Vec = tuple[int, int, int, int]  # coefficients of four unit vectors at 54, 18, -18 and -54 degrees
Point = tuple[int, int]
Tile = tuple[Vec, ...]  # one whole tile's corners, going round it

_TILESIZE = 100
KITE_DART = 11  # Loopy's type number of the kite/dart tiling (P2); the rhombs (P3) are 12
_PHI = 1.6180339887  # his rounded golden ratio, which decides the recursion depth
_INCIRCLE = 0.22426  # the radius of the disc the starting triangle surely covers, per unit side
# His rounded trigonometry: the four basis vectors' x and y components.
_COS54, _SIN54, _COS18, _SIN18 = 0.5877852, 0.8090169, 0.9510565, 0.3090169
_DESCRIPTION = re.compile(r"G(-?\d+),(-?\d+),(-?\d+)")


def _turn(v: Vec) -> Vec:
    """One step of 36 degrees, using that the fifth direction equals -A + B - C + D."""
    a, b, c, d = v
    return (-d, a + d, b - d, c + d)


def _rotate(v: Vec, degrees: int) -> Vec:
    """Turn by a multiple of 36 degrees; his positive angles are the opposite way to ``_turn``."""
    for _ in range((360 - degrees % 360) // 36 % 10):
        v = _turn(v)
    return v


def _grow(v: Vec) -> Vec:
    """Multiply by phi, exactly: phi is itself a sum of two of the unit directions."""
    a, b, c, d = v
    return (a + b - d, c + d, a + b, c + d - a)


def _shrink(v: Vec) -> Vec:
    """Divide by phi, exactly (the inverse of ``_grow``)."""
    a, b, c, d = v
    return (b - d, c + d - b, a + b - c, c - a)


def _add(u: Vec, v: Vec) -> Vec:
    return (u[0] + v[0], u[1] + v[1], u[2] + v[2], u[3] + v[3])


def _round_half_away(r: float) -> int:
    """His rounding: halves go away from zero, unlike Python's ``round``."""
    return math.floor(r + 0.5) if r > 0.0 else math.ceil(r - 0.5)


def _point(v: Vec) -> Point:
    """The integer dot of a corner, computed with his operations in his order so the doubles agree."""
    a, b, c, d = v
    x = (a + d) * _COS54 + (b + c) * _COS18
    y = (a - d) * _SIN54 + (b - c) * _SIN18
    return _round_half_away(x), _round_half_away(y)


def _start(kite: bool, width: int, height: int) -> tuple[int, int]:
    """The side of the starting triangle and the number of halvings, big enough for any patch of this size.

    The two tilings get different tile sizes for looks alone; the
    depth grows until the triangle's inscribed disc covers a radius of
    about 3.11 times the patch's diagonal.
    """
    tile = _TILESIZE * 3 // 2 if kite else _TILESIZE * 5 // 4
    needed = tile * 3.11 * math.sqrt(float(width * width + height * height))
    size = float(tile)
    depth = 0
    while size * _INCIRCLE < needed:
        depth += 1
        size = size * _PHI
    return int(size), depth


def _kites(depth: int, last: int, origin: Vec, edge: Vec) -> Iterator[Tile]:
    """P2: the whole tiles from a large (kite) half-tile with apex ``origin`` and long side ``edge``.

    A half-tile is one of a tile's two mirror halves; ``flip`` says
    which, and only the +1 half emits its tile so that each appears once.
    """

    def large(level: int, flip: int, o: Vec, e: Vec) -> Iterator[Tile]:
        if level == last:
            if flip > 0:
                yield (o, _add(o, _rotate(e, -36)), _add(o, e), _add(o, _rotate(e, 36)))
            return
        corner = _add(o, _rotate(e, -36 * flip))
        side = _shrink(_rotate(e, 108 * flip))
        yield from small(level + 1, flip, o, _shrink(e))
        yield from large(level + 1, flip, corner, side)
        yield from large(level + 1, -flip, corner, side)

    def small(level: int, flip: int, o: Vec, e: Vec) -> Iterator[Tile]:
        if level == last:
            if flip > 0:
                yield (o, _add(o, _rotate(e, -72)), _add(o, _rotate(_shrink(e), -36)), _add(o, e))
            return
        yield from large(level + 1, -flip, o, _shrink(_rotate(e, -36 * flip)))
        yield from small(level + 1, flip, _add(o, e), _shrink(_rotate(e, -144 * flip)))

    return large(depth, 1, origin, edge)


def _rhombs(depth: int, last: int, origin: Vec, edge: Vec) -> Iterator[Tile]:
    """P3: the whole tiles from a small (thin-rhomb) half-tile; the thick halves split into three, thin into two."""

    def split_common(level: int, flip: int, o: Vec, e: Vec) -> Iterator[Tile]:
        tip = _add(o, e)
        yield from large(level + 1, -flip, tip, _shrink(_rotate(e, 180)))
        yield from small(level + 1, flip, tip, _shrink(_rotate(e, -108 * flip)))

    def large(level: int, flip: int, o: Vec, e: Vec) -> Iterator[Tile]:
        if level == last:
            if flip > 0:
                yield (o, _add(o, _rotate(e, -36)), _add(o, _grow(e)), _add(o, _rotate(e, 36)))
            return
        yield from split_common(level, flip, o, e)
        yield from large(level + 1, flip, _add(o, _grow(e)), _shrink(_rotate(e, -144 * flip)))

    def small(level: int, flip: int, o: Vec, e: Vec) -> Iterator[Tile]:
        if level == last:
            if flip > 0:
                tip = _add(o, e)
                yield (o, _add(o, _rotate(e, -36)), _add(tip, _rotate(e, -36)), tip)
            return
        yield from split_common(level, flip, o, e)

    return small(depth, 1, origin, edge)


def _trim(dots: list[Point], faces: list[tuple[int, ...]]) -> Geometry:
    """Keep only the faces touching the largest connected set of inner dots, renumbering in the same order.

    A dot is inner when each of its edges is shared by two faces (seen
    once in each direction).  Two inner dots joined by such an edge are
    connected.  On a tie in size the set holding the lowest-numbered dot
    wins, as in his union-find, which always roots a set at its least member.
    """
    directed = {(face[k - 1], face[k]) for face in faces for k in range(len(face))}
    coastal = {dot for pair in directed if pair[::-1] not in directed for dot in pair}
    parent = list(range(len(dots)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, j in directed:
        if i not in coastal and j not in coastal:
            ri, rj = root(i), root(j)
            if ri != rj:
                parent[max(ri, rj)] = min(ri, rj)
    sizes: dict[int, int] = {}
    for i in range(len(dots)):
        if i not in coastal:
            sizes[root(i)] = sizes.get(root(i), 0) + 1
    if not sizes:
        return Geometry(_TILESIZE, (), ())
    best = max(sorted(sizes), key=lambda r: sizes[r])  # max keeps the first, i.e. the least root, on a tie
    kept = [face for face in faces if any(dot not in coastal and root(dot) == best for dot in face)]
    used = sorted({dot for face in kept for dot in face})
    renumber = {old: new for new, old in enumerate(used)}
    return Geometry(
        _TILESIZE,
        tuple(dots[old] for old in used),
        tuple(tuple(renumber[dot] for dot in face) for face in kept),
    )


def _penrose(kite: bool, width: int, height: int, description: str) -> Geometry:
    """Cut his patch out of the tiling and trim it, as the description places it."""
    found = _DESCRIPTION.fullmatch(description)
    if found is None:
        raise LoopcpError(f"not a Penrose grid description: {description!r}")
    xoff, yoff, angle = (int(group) for group in found.groups())
    size, last = _start(kite, width, height)
    # The big triangle: its apex and its first side, turned by the description's angle.
    apex = _rotate(_shrink(_shrink((0, -size, -size, 0))), angle)
    edge = _rotate((0, size, 0, 0), angle)
    half_w, half_h = width * _TILESIZE // 2, height * _TILESIZE // 2
    xmin, xmax, ymin, ymax = xoff - half_w, xoff + half_w, yoff - half_h, yoff + half_h
    index: dict[Point, int] = {}
    dots: list[Point] = []
    faces: list[tuple[int, ...]] = []
    tiles = (_kites if kite else _rhombs)(0, last, apex, edge)
    for tile in tiles:
        corners = [_point(v) for v in tile]
        if not all(xmin <= x <= xmax and ymin <= y <= ymax for x, y in corners):
            continue
        face = []
        for corner in corners:
            if corner not in index:
                index[corner] = len(dots)
                dots.append(corner)
            face.append(index[corner])
        faces.append(tuple(face))
    return _trim(dots, faces)


def patch(kind: int, width: int, height: int, rng: random.Random) -> str:
    """A random patch's grid description, drawn as his generator draws one (``loopcp generate --grid``).

    An offset within the disc the big triangle surely covers, less the
    patch's own diagonal, and a turn of a multiple of 36 degrees.
    """
    tile = _TILESIZE * 3 // 2 if kind == KITE_DART else _TILESIZE * 5 // 4
    diagonal = math.sqrt(width * width + height * height)
    radius = int(tile * 3.11 * diagonal - diagonal)
    while True:
        x, y = rng.randrange(2 * radius) - radius, rng.randrange(2 * radius) - radius
        if math.sqrt(x * x + y * y) <= radius:
            return f"G{x},{y},{rng.randrange(10) * 36}"


def kite_dart(width: int, height: int, description: str) -> Geometry:
    """Type t11: Penrose kites and darts (P2)."""
    return _penrose(True, width, height, description)


def rhombs(width: int, height: int, description: str) -> Geometry:
    """Type t12: Penrose thick and thin rhombs (P3)."""
    return _penrose(False, width, height, description)


PENROSE: dict[int, Callable[[int, int, str], Geometry]] = {KITE_DART: kite_dart, 12: rhombs}
