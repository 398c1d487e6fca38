"""A random single loop on any of Loopy's grids: a region of faces grown so that its border stays one loop.

Tatham grows his loops by colouring faces (``loopgen.c``); the idea here
is the same, the code our own.  Every face starts uncoloured, the outside
counts as black, and faces are coloured white or black one at a time: a
colour at random, then of the faces it may take, one with the fewest
neighbours of that colour already (ties in an order drawn once), which
keeps the border long.  A colour may take a face only where its colour
around the face forms one unbroken run: then the white faces stay one
disc with no holes and no pinches, and its border is a single loop.  Then
faces that touch the other colour across one side only flip, again and
again, growing tendrils into clumps, and a last pass flips a few at
random (his ``loopgen.c`` does the same, for the same reasons).

The run is read off a face's *ring*: the faces around it in order, those
across its sides and those that only share a dot with it, with the outside
where the grid ends.  A colour may take a face only if its run there holds
a face across a side (not just a corner, which would pinch), and so does
the rest of the ring (or the new face would close a hole).
"""

from __future__ import annotations

import heapq
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
    """The faces inside a random single loop, grown as the module docstring says, in the seed's order."""
    n = len(geometry.faces)
    colour = [GREY] * n
    sides: list[list[int]] = [[g for g, side in ring if side] for ring in the_rings]  # across each side
    near: list[set[int]] = [set() for _ in range(n)]  # the faces whose ring holds this one
    for f, ring in enumerate(the_rings):
        for g, _ in ring:
            if g != OUTSIDE:
                near[g].add(f)
    tie = [rng.random() for _ in range(n)]  # a face's place among equals, fixed for the run as in his
    heaps: dict[int, list[tuple[int, float, int]]] = {WHITE: [], BLACK: []}

    def alike(f: int, which: int) -> int:
        return sum((colour[g] if g != OUTSIDE else BLACK) == which for g in sides[f])

    def offer(f: int) -> None:
        if colour[f] == GREY:
            for c in (WHITE, BLACK):
                if can_take(the_rings[f], colour, c):
                    heapq.heappush(heaps[c], (alike(f, c), tie[f], f))

    def best(which: int) -> int | None:
        heap = heaps[which]
        while heap:
            score, _, f = heap[0]
            if colour[f] == GREY and score == alike(f, which) and can_take(the_rings[f], colour, which):
                return f
            heapq.heappop(heap)  # stale: coloured since, or its score or its right to the colour changed
        return None

    colour[rng.randrange(n)] = WHITE
    for f in range(n):
        offer(f)
    while True:
        which = WHITE if rng.random() < 0.5 else BLACK
        pick = best(which)
        if pick is None:
            which = BLACK if which == WHITE else WHITE
            pick = best(which)
            if pick is None:
                break
        colour[pick] = which
        for g in near[pick]:
            offer(g)
    return _wind(geometry, colour, the_rings, sides, rng)


def _wind(
    geometry: Geometry,
    colour: list[int],
    the_rings: Sequence[Sequence[tuple[int, bool]]],
    sides: Sequence[Sequence[int]],
    rng: random.Random,
) -> frozenset[int]:
    """Flip faces to make the loop wind, as his generator does, and return the white ones.

    Passes in a shuffled order flip every face that can change colour and
    touches the other colour across one side only (a tendril into a clump),
    until a pass flips none; then one pass flips a tenth of the faces that
    can change, at random, so that the loop is not locally perfect.
    """
    n = len(geometry.faces)
    order = list(range(n))
    rng.shuffle(order)
    for f in order:  # a face still grey after the growth goes with the outside
        if colour[f] == GREY:
            colour[f] = BLACK
    flipped = True
    while flipped:
        flipped = False
        for f in order:
            other = BLACK if colour[f] == WHITE else WHITE
            if (
                can_take(the_rings[f], colour, other)
                and sum((colour[g] if g != OUTSIDE else BLACK) == other for g in sides[f]) == 1
            ):
                colour[f] = other
                flipped = True
    for f in order:
        other = BLACK if colour[f] == WHITE else WHITE
        if can_take(the_rings[f], colour, other) and rng.randrange(10) == 0:
            colour[f] = other
    return frozenset(f for f in range(n) if colour[f] == WHITE)


def border(geometry: Geometry, inside: frozenset[int]) -> frozenset[tuple[int, int]]:
    """The loop round a set of faces: the sides that one of its faces has and no other does."""
    count: dict[tuple[int, int], int] = {}
    for f in inside:
        face = geometry.faces[f]
        for a, b in zip(face, (*face[1:], face[0]), strict=True):
            key = (min(a, b), max(a, b))
            count[key] = count.get(key, 0) + 1
    return frozenset(e for e, c in count.items() if c == 1)


def counts(geometry: Geometry, loop: frozenset[tuple[int, int]]) -> tuple[int, ...]:
    """Every face's clue for a loop (pairs of dots): how many of its sides the loop takes."""
    return tuple(
        sum((min(a, b), max(a, b)) in loop for a, b in zip(face, (*face[1:], face[0]), strict=True))
        for face in geometry.faces
    )
