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

Symmetric loops (for symmetric Masyu, whose pearls come from the loop)
start from a region that holds the board's centre and flip whole orbits of
faces, each flip checked face by face.

All randomness comes from the ``random.Random`` passed in, so a seed gives
the same loop on every machine.  A ``deadline`` (a ``time.perf_counter``
value) may only abort: growth checks it every ``CHECK_EVERY`` steps and
raises ``DeadlineError`` once it has passed (an annealed 100x100 Masyu
loop takes about 15 s).

Roads not taken: growing the region and its complement at the same time
from undecided faces (as Simon Tatham's loopgen does) gives similar loops
but needs a third, undecided state in every test; random walks drawn
directly as loops need repairs when they cross themselves.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Iterable

from loopcp.errors import DeadlineError
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
    """The orbits of the faces of a board under rotation by 360/``turns`` degrees.

    ``turns`` is 1 (no symmetry), 2 (half turn) or 4 (quarter turn, square
    boards only).  Orbits come in row-major order of their first face.
    """
    seen: set[Face] = set()
    orbits: list[list[Face]] = []
    for a in range(rows):
        for b in range(cols):
            if (a, b) in seen:
                continue
            orbit: list[Face] = []
            f = (a, b)
            for _ in range(turns):
                if f not in orbit:
                    orbit.append(f)
                f = (f[1], rows - 1 - f[0]) if turns == 4 else (rows - 1 - f[0], cols - 1 - f[1])
            seen.update(orbit)
            orbits.append(orbit)
    return orbits


def _centre(rows: int, cols: int) -> list[Face]:
    """The faces around the board's centre: a symmetric, simply connected start."""
    ra = [rows // 2] if rows % 2 else [rows // 2 - 1, rows // 2]
    cb = [cols // 2] if cols % 2 else [cols // 2 - 1, cols // 2]
    return [(a, b) for a in ra for b in cb]


def _check(deadline: float | None) -> None:
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
    return _grow(rows, cols, rng, fraction, turns, deadline=deadline)[0].faces()


def _orbit_slots(region: Region, turns: int) -> dict[int, list[int]]:
    """For each face's slot, the slots of its whole rotation orbit."""
    orbit_of: dict[int, list[int]] = {}
    for orbit in rotations(region.rows, region.cols, turns):
        slots = [region.index(f) for f in orbit]
        for k in slots:
            orbit_of[k] = slots
    return orbit_of


def _grow(
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
            _check(deadline)
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


# Energy of a cell centre in a Masyu loop: the annealer lowers the total.
_EMPTY, _BARE, _PEARL = 1.0, 1.0, -1.0


class _Pearls:
    """The pearl energy of a region's loop through cell centres, computed locally.

    The loop runs on the centres of an (rows+1) x (cols+1) board of cells
    around a ``rows`` x ``cols`` board of faces.  Centre (i, j) is written
    as the slot of its north-west face, ``i * width + j``, so that its four
    faces are ``p``, ``p + 1``, ``p + width`` and ``p + width + 1`` and
    its neighbours are ``p -/+ width`` and ``p -/+ 1``.
    """

    def __init__(self, region: Region) -> None:
        self.region = region
        self.w = region._width
        self.valid = bytearray(len(region._inside))
        for i in range(region.rows + 1):
            for j in range(region.cols + 1):
                self.valid[i * self.w + j] = 1
        self.near = tuple(di * self.w + dj for di in range(-2, 2) for dj in range(-2, 2))

    def shape(self, p: int) -> int:
        """0 off the loop, 1 straight through, 2 a turn (at centre slot ``p``)."""
        f = self.region._inside
        w = self.w
        nw, ne, sw, se = f[p], f[p + 1], f[p + w], f[p + w + 1]
        if nw == ne == sw == se:
            return 0
        return 1 if (nw != ne) == (sw != se) else 2

    def cost(self, p: int) -> float:
        """The energy of one centre: empty, a pearl, or on the loop with no pearl possible."""
        kind = self.shape(p)
        if kind == 0:
            return _EMPTY
        f = self.region._inside
        w = self.w
        nw, ne, sw, se = f[p], f[p + 1], f[p + w], f[p + w + 1]
        ends = []
        if nw != ne:
            ends.append(p - w)
        if sw != se:
            ends.append(p + w)
        if nw != sw:
            ends.append(p - 1)
        if ne != se:
            ends.append(p + 1)
        straight = [self.shape(q) == 1 for q in ends]
        if kind == 1:
            return _PEARL if not all(straight) else _BARE
        return _PEARL if all(straight) else _BARE

    def around(self, slots: list[int]) -> set[int]:
        """The centres whose energy can change when these faces flip."""
        return {k + d for k in slots for d in self.near if self.valid[k + d]}

    def total(self, centres: set[int]) -> float:
        """The energy of some centres."""
        return sum(self.cost(p) for p in centres)


def pearly(
    rows: int, cols: int, rng: random.Random, *, turns: int = 1, sweeps: int = 40, deadline: float | None = None
) -> frozenset[Face]:
    """A region whose loop through the cell centres can carry a pearl nearly everywhere.

    For Masyu: a loop through most cells, with turns between straight runs,
    so that the pearls it implies pin the loop down.  The region grows as in
    ``grow``, then simulated annealing flips faces (whole orbits when
    symmetric) to lower the energy of ``_Pearls``: +1 per empty cell or
    loop cell that cannot hold a pearl, -1 per pearl.  ``sweeps`` is the
    number of flip attempts per face.
    """
    region, orbit_of = _grow(rows, cols, rng, 0.5, turns, deadline=deadline)
    energy = _Pearls(region)
    slots = sorted(orbit_of)
    steps = sweeps * len(slots)
    for step in range(steps):
        if step % CHECK_EVERY == 0:
            _check(deadline)
        temperature = 2.0 * (1 - step / steps) + 0.05
        orbit = orbit_of[rng.choice(slots)]
        centres = energy.around(orbit)
        before = energy.total(centres)
        done: list[int] = []
        for k in orbit:
            if not region.can_flip(k):
                break
            region.flip(k)
            done.append(k)
        change = energy.total(centres) - before if len(done) == len(orbit) else math.inf
        if change > 0 and not (change < math.inf and rng.random() < math.exp(-change / temperature)):
            for k in reversed(done):
                region.flip(k)
    return region.faces()


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
