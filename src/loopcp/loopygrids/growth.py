"""A random single loop on any of Loopy's grids: a region of faces grown so that its border stays one loop.

Tatham grows his loops by colouring faces (``loopgen.c``); the idea here
is the same, the code our own.  Every face starts uncoloured, the outside
counts as black, and faces are coloured white or black one at a time, at
random, the colour with fewer faces first (so that the two stay even, as
in his), each only where its colour around it forms one unbroken run: then
the white faces stay one disc with no holes and no pinches, and its border
is a single loop.  Black faces only get in white's way, which is what makes
the loop wind instead of swelling into a blob.

The run is read off a face's *ring*: the faces around it in order, those
across its sides and those that only share a dot with it, with the outside
where the grid ends.  A colour may take a face only if its run there holds
a face across a side (not just a corner, which would pinch), and so does
the rest of the ring (or the new face would close a hole).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from loopcp.loopygrids.geometry import Geometry

OUTSIDE = -1  # the region beyond the grid's edge, in a ring
GREY, WHITE, BLACK = 0, 1, 2


def rings(geometry: Geometry) -> list[tuple[tuple[int, bool], ...]]:
    """Each face's ring: (neighbour, shares a side) around it in order, ``OUTSIDE`` beyond the grid."""
    dots, faces = geometry.dots, geometry.faces
    spokes: list[list[int]] = [[] for _ in dots]  # each dot's neighbours, by angle
    for face in faces:
        for a, b in zip(face, (*face[1:], face[0]), strict=True):
            if b not in spokes[a]:
                spokes[a].append(b)
                spokes[b].append(a)
    for d, around in enumerate(spokes):
        x, y = dots[d]
        around.sort(key=lambda n: math.atan2(dots[n][1] - y, dots[n][0] - x))
    # sector[(d, n)]: the face in the sector of dot d that starts at spoke n and turns to the next spoke
    sector: dict[tuple[int, int], int] = {}
    for f, face in enumerate(faces):
        turn = _area(dots, face) > 0
        for k, d in enumerate(face):
            before, after = face[k - 1], face[(k + 1) % len(face)]
            sector[(d, after if turn else before)] = f
    out = []
    for face in faces:
        turn = _area(dots, face) > 0
        ring: list[tuple[int, bool]] = []
        for k, d in enumerate(face):
            before, after = face[k - 1], face[(k + 1) % len(face)]
            around = spokes[d]
            start = around.index(after if turn else before)
            fan = []
            for step in range(1, len(around)):
                spoke = around[(start + step) % len(around)]
                fan.append(sector.get((d, spoke), OUTSIDE))
            if not turn:  # the fan ran from the side to ``after`` round to the side to ``before``
                fan.reverse()
            # the ring: the face across the side that ends at this dot, then those only at this dot
            ring.append((fan[0], True))
            ring.extend((n, False) for n in fan[1:-1])
        out.append(tuple(ring))
    return out


def _area(dots: Sequence[tuple[int, int]], face: Sequence[int]) -> int:
    points = [dots[d] for d in face]
    return sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(points, [*points[1:], points[0]], strict=True))


def can_take(ring: Sequence[tuple[int, bool]], colour: Sequence[int], which: int) -> bool:
    """Whether a face may take colour ``which``: one run of it around the face, and a side on each part."""
    mine = [(colour[n] if n != OUTSIDE else BLACK) == which for n, _ in ring]
    if not any(mine) or all(mine):
        return False
    runs = sum(1 for k in range(len(mine)) if mine[k] and not mine[k - 1])
    if runs != 1:
        return False
    return any(side for (_, side), m in zip(ring, mine, strict=True) if m) and any(
        side for (_, side), m in zip(ring, mine, strict=True) if not m
    )


def grow(geometry: Geometry, rng: random.Random, the_rings: Sequence[Sequence[tuple[int, bool]]]) -> frozenset[int]:
    """The faces inside a random single loop: a white disc grown among black faces, in the seed's order."""
    n = len(geometry.faces)
    colour = [GREY] * n
    near: list[set[int]] = [set() for _ in range(n)]  # the faces whose ring holds this one
    for f, ring in enumerate(the_rings):
        for g, _ in ring:
            if g != OUTSIDE:
                near[g].add(f)
    takers = {WHITE: _Bag(), BLACK: _Bag()}

    def update(f: int) -> None:
        for c in (WHITE, BLACK):
            if colour[f] == GREY and can_take(the_rings[f], colour, c):
                takers[c].add(f)
            else:
                takers[c].discard(f)

    def paint(f: int, which: int) -> None:
        colour[f] = which
        counts[which] += 1
        for g in (f, *sorted(near[f])):
            update(g)

    counts = {WHITE: 0, BLACK: 0}
    for f in range(n):
        update(f)
    paint(rng.randrange(n), WHITE)
    while takers[WHITE] or takers[BLACK]:
        which = WHITE if counts[WHITE] <= counts[BLACK] else BLACK  # the smaller colour grows, so they stay even
        if not takers[which]:
            which = BLACK if which == WHITE else WHITE
        paint(takers[which].pick(rng), which)
    return frozenset(f for f in range(n) if colour[f] == WHITE)


class _Bag:
    """A set with a random pick that depends on the seed alone (the order things came and went)."""

    def __init__(self) -> None:
        self.items: list[int] = []
        self.where: dict[int, int] = {}

    def __bool__(self) -> bool:
        return bool(self.items)

    def add(self, item: int) -> None:
        if item not in self.where:
            self.where[item] = len(self.items)
            self.items.append(item)

    def discard(self, item: int) -> None:
        k = self.where.pop(item, None)
        if k is not None:
            last = self.items.pop()
            if k < len(self.items):
                self.items[k] = last
                self.where[last] = k

    def pick(self, rng: random.Random) -> int:
        return self.items[rng.randrange(len(self.items))]


def border(geometry: Geometry, inside: frozenset[int]) -> frozenset[tuple[int, int]]:
    """The loop round a set of faces: the sides that one of its faces has and no other does."""
    count: dict[tuple[int, int], int] = {}
    for f in inside:
        face = geometry.faces[f]
        for a, b in zip(face, (*face[1:], face[0]), strict=True):
            key = (min(a, b), max(a, b))
            count[key] = count.get(key, 0) + 1
    return frozenset(e for e, c in count.items() if c == 1)
