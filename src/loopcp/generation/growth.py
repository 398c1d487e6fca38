"""Growing a random single loop: the boundary of a simply connected set of faces.

A set of faces of a lattice has a single closed loop as its boundary exactly
when it is non-empty and 4-connected, its complement (with everything off
the board) is 4-connected too, and no 2x2 block of faces is a checkerboard
(two inside faces touching only at a corner would pinch the loop into a
figure eight).  The generator keeps those three properties true after every
step, so it never needs to test or repair a loop afterwards.

A face may change sides exactly when, going round its eight neighbours,
the inside/outside colour changes exactly twice (one run of each colour,
so that neither the region nor its complement is split or pierced) and at
least one of its four edge neighbours already has the face's new colour
(otherwise the new colour would touch it only at a corner).  That test
looks at nine faces, so growth costs the same per step on any board.

How the loop is made interesting: the region grows by adding faces at
random, strongly preferring faces that touch the region along one edge
only, so it spreads as thin branches across the whole board instead of as
a blob; the outside is left as thin branches between them.  The boundary
then winds through most of the board (on a 10x10 Slitherlink board, loops
of 60 to 90 edges), not around its rim.  Growth stops at a target fraction
of the faces, drawn per loop from a range.

Symmetric loops (for symmetric puzzles whose clues come from the loop)
start from a region that holds the board's centre and flip whole orbits of
faces, each flip checked face by face.

All randomness comes from the ``random.Random`` passed in, so a seed gives
the same loop on every machine.  A ``deadline`` (a ``time.perf_counter``
value) may only abort: growth checks it every ``CHECK_EVERY`` steps and
raises ``DeadlineError`` once it has passed (Masyu's annealed 100x100
loop, ``genres/masyu/pearly.py``, takes about 15 s).

Roads not taken: growing the region and its complement at the same time
from undecided faces (as Simon Tatham's loopgen does) gives similar loops
but needs a third, undecided state in every test; random walks drawn
directly as loops need repairs when they cross themselves.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterable

from loopcp.errors import DeadlineError
from loopcp.genres.symmetry import orbit
from loopcp.grid import Edge, Face

CHECK_EVERY = 256  # growth steps between two looks at the clock

# Offsets of the eight neighbours, in cyclic order: N, NE, E, SE, S, SW, W, NW.
_RING = ((-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1))
_EDGE_NEIGHBOURS = (0, 2, 4, 6)  # positions of N, E, S, W in the ring
# Weight of a face by how many of its edge neighbours are inside: thin branches first.
_WEIGHTS = (0.0, 12.0, 2.0, 0.4, 0.05)
_SPREAD = 2.0


class Region:
    """A simply connected, pinch-free set of faces on a ``rows`` x ``cols`` board of faces.

    Faces are stored in a grid with a one-face margin that is always
    outside, so that neighbour lookups need no bounds checks.
    """

    def __init__(self, rows: int, cols: int) -> None:
        self.rows = rows
        self.cols = cols
        self._width = cols + 2
        self._inside = bytearray((rows + 2) * (cols + 2))
        self._ring = tuple(di * self._width + dj for di, dj in _RING)
        self._window = tuple(di * self._width + dj for di in range(-2, 3) for dj in range(-2, 3))
        self.size = 0

    def index(self, face: Face) -> int:
        """The slot of a face in the padded grid."""
        return (face[0] + 1) * self._width + face[1] + 1

    def face(self, index: int) -> Face:
        """The face in a slot of the padded grid."""
        a, b = divmod(index, self._width)
        return (a - 1, b - 1)

    def faces(self) -> frozenset[Face]:
        """The inside faces."""
        return frozenset(self.face(k) for k, x in enumerate(self._inside) if x)

    def seed(self, faces: Iterable[Face]) -> None:
        """Start from a given region (the caller makes sure it is simply connected)."""
        for f in faces:
            k = self.index(f)
            if not self._inside[k]:
                self._inside[k] = 1
                self.size += 1

    def can_flip(self, k: int) -> bool:
        """Whether the face in slot ``k`` may change sides without breaking the single loop."""
        inside = self._inside
        new = 1 - inside[k]
        colours = [inside[k + d] for d in self._ring]
        changes = sum(colours[t] != colours[t - 1] for t in range(8))
        if changes != 2:
            return False
        return any(colours[t] == new for t in _EDGE_NEIGHBOURS)

    def inside_edge_neighbours(self, k: int) -> int:
        """How many of the four edge neighbours of slot ``k`` are inside."""
        inside = self._inside
        w = self._width
        return inside[k - w] + inside[k + w] + inside[k - 1] + inside[k + 1]

    def inside_near(self, k: int) -> int:
        """How many faces are inside in the 5x5 window around slot ``k``."""
        inside = self._inside
        return sum(inside[k + d] for d in self._window if 0 <= k + d < len(inside))

    def flip(self, k: int) -> None:
        """Change the side of the face in slot ``k`` (the caller checked ``can_flip``)."""
        self._inside[k] ^= 1
        self.size += 1 if self._inside[k] else -1

    def on_board(self, k: int) -> bool:
        """Whether slot ``k`` is a face of the board rather than the margin."""
        a, b = divmod(k, self._width)
        return 1 <= a <= self.rows and 1 <= b <= self.cols


def rotations(rows: int, cols: int, turns: int) -> list[list[Face]]:
    """The orbits of the faces of a board under the symmetry ``turns`` (``grid.image``).

    ``turns`` is 1 (no symmetry), 2 (half turn), 4 (quarter turn, square
    boards only) or ``grid.MIRROR``.  Orbits come in row-major order of
    their first face.
    """
    seen: set[Face] = set()
    orbits: list[list[Face]] = []
    for a in range(rows):
        for b in range(cols):
            if (a, b) not in seen:
                orbits.append(orbit((a, b), rows, cols, turns))
                seen.update(orbits[-1])
    return orbits


def _centre(rows: int, cols: int) -> list[Face]:
    """The faces around the board's centre: a symmetric, simply connected start."""
    ra = [rows // 2] if rows % 2 else [rows // 2 - 1, rows // 2]
    cb = [cols // 2] if cols % 2 else [cols // 2 - 1, cols // 2]
    return [(a, b) for a in ra for b in cb]


def check_deadline(deadline: float | None) -> None:
    """Raise ``DeadlineError`` once the deadline has passed."""
    if deadline is not None and time.perf_counter() >= deadline:
        raise DeadlineError("the time limit passed while a loop was grown")


def grow(
    rows: int,
    cols: int,
    rng: random.Random,
    *,
    fraction: float = 0.5,
    turns: int = 1,
    deadline: float | None = None,
) -> frozenset[Face]:
    """A random simply connected region covering about ``fraction`` of a board of faces.

    Its boundary is a single loop on the (rows+1) x (cols+1) lattice.  With
    ``turns`` 2 or 4 the region is symmetric under that rotation.
    """
    return grow_region(rows, cols, rng, fraction, turns, deadline=deadline)[0].faces()


def _orbit_slots(region: Region, turns: int) -> dict[int, list[int]]:
    """For each face's slot, the slots of its whole rotation orbit."""
    orbit_of: dict[int, list[int]] = {}
    for faces in rotations(region.rows, region.cols, turns):
        slots = [region.index(f) for f in faces]
        for k in slots:
            orbit_of[k] = slots
    return orbit_of


def grow_region(
    rows: int, cols: int, rng: random.Random, fraction: float, turns: int, *, deadline: float | None
) -> tuple[Region, dict[int, list[int]]]:
    region = Region(rows, cols)
    if rows < 1 or cols < 1:
        raise ValueError("a loop needs at least one face")
    orbit_of = _orbit_slots(region, turns)
    if turns == 1:
        region.seed([(rng.randrange(rows), rng.randrange(cols))])
    else:
        region.seed(_centre(rows, cols))
    target = max(1, round(fraction * rows * cols))
    # Candidates are re-weighted only around the faces that changed: a flip changes the
    # test of its eight neighbours and nothing else.
    weights: dict[int, float] = {}

    def reweigh(k: int) -> None:
        if region.on_board(k) and not region._inside[k] and region.can_flip(k):
            crowd = region.inside_near(k)
            weights[k] = _WEIGHTS[region.inside_edge_neighbours(k)] / (1 + crowd) ** _SPREAD
        else:
            weights.pop(k, None)

    for k in orbit_of:
        reweigh(k)
    stuck = 0
    steps = 0
    while region.size < target and weights and stuck < 4 * rows * cols:
        steps += 1
        if steps % CHECK_EVERY == 0:
            check_deadline(deadline)
        slots = sorted(weights)  # sorted: the draw must not depend on dict history
        k = rng.choices(slots, [weights[s] for s in slots])[0]
        done: list[int] = []
        for s in orbit_of[k]:
            if region._inside[s] or not region.can_flip(s):
                break
            region.flip(s)
            done.append(s)
        if len(done) < len(orbit_of[k]):  # the orbit cannot be added whole: undo, try elsewhere
            for s in reversed(done):
                region.flip(s)
            stuck += 1
            weights.pop(k, None)
            continue
        for s in orbit_of[k]:
            for d in region._window:
                reweigh(s + d)
    return region, orbit_of


def boundary(inside: frozenset[Face], rows: int, cols: int) -> frozenset[Edge]:
    """The loop around a region of faces, as edges of the (rows+1) x (cols+1) lattice."""
    edges: set[Edge] = set()
    for a in range(rows + 1):
        for b in range(cols):
            if ((a - 1, b) in inside) != ((a, b) in inside):
                edges.add(("h", a, b))
    for a in range(rows):
        for b in range(cols + 1):
            if ((a, b - 1) in inside) != ((a, b) in inside):
                edges.add(("v", a, b))
    return frozenset(edges)
