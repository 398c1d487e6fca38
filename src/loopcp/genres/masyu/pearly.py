"""Masyu's loops: a loop through cell centres that can carry a pearl nearly everywhere.

The loop's region grows as every loop does (``loopgen.grow_region``);
then simulated annealing reshapes it so that the pearls it implies pin
the loop down.  Masyu's own: no other genre asks for pearls.
"""

from __future__ import annotations

import math
import random

from loopcp.generation.growth import CHECK_EVERY, Region, check_deadline, grow_region
from loopcp.grid import Face

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
    region, orbit_of = grow_region(rows, cols, rng, 0.5, turns, deadline=deadline)
    energy = _Pearls(region)
    slots = sorted(orbit_of)
    steps = sweeps * len(slots)
    for step in range(steps):
        if step % CHECK_EVERY == 0:
            check_deadline(deadline)
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
