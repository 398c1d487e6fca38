"""Counting loops with a transfer matrix over a frontier of points: the count alone, in numpy, no diagram.

The decision diagram (``zdd.py``) keeps every node it builds, so an empty
12x12 board (13 points wide) takes graphillion about 9 s and 1.1 GB.  A
count needs less: only how many partial loops end in each *state* of the
frontier.  This module keeps exactly that, as numpy arrays, and drops each
step's states once the next step's are made.

The points are visited row by row, the board turned so that its rows are
the shorter side.  Between two points, ``cols + 1`` *plugs* cross the
frontier: the lines going down from the points of this row already
visited, the line coming in from the left, and the lines coming down into
the points still to visit.  A plug is empty (0), the left end of a strand
of the loop (1) or its right end (2).  Strands never cross, so these
brackets say which plug each is joined to, as in the plug dynamic
programming for loops on grids.  A point takes two lines or none: from
the plugs above and left of it, and to the plugs below and right of it.
Joining a strand's two ends closes the loop, which is allowed only when no
other strand is open; after that no line is drawn.

A genre's linear constraints over edges are counted along: each
constraint open at the frontier keeps its partial sum in the state
(shifted by its negative coefficients' total, so that it is never below 0,
and capped where a higher sum changes nothing), and a state is dropped as
soon as a constraint can no longer hold.  A key packs the
plugs, the "closed" flag and the open sums into one 64-bit integer.  A
board that needs more bits, or whose states outgrow ``MAX_STATES``, is
``Unfit``, and the caller asks the diagram instead.

Counts grow far beyond 64 bits (the empty 12x12 has 3.7 x 10^34 loops), so
each state's count is a row of 31-bit limbs, as many as the largest count
needs so far: sums of a few thousand limbs fit in 64 bits, and a carry
pass after each step keeps every limb below 2^31.  (Counting modulo six
primes and the Chinese remainder theorem was the first design: the same
answers, and 4.7 s for the empty 12x12 where limbs take 2.2 s, whole
process.)

What is checked: nothing here lists a loop, so the caller cross-checks a
small count by CP-SAT enumeration (``search``), and the tests compare this
module with the diagram and with brute force on boards of many shapes.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from loopcp.errors import LoopcpError
from loopcp.genres.base import Linear
from loopcp.grid import Edge, Lattice

LIMB = 31  # bits per limb of a count
MAX_STATES = 3_000_000  # the states of one step beyond which the board is left to the diagram
KEY_BITS = 63

Keys = npt.NDArray[np.int64]
Counts = npt.NDArray[np.int64]  # a row per limb, least significant first
Coeffs = dict[tuple[int, int, int], int]  # (0 east / 1 down, i, j) of the turned board -> coefficient


class Unfit(LoopcpError):  # noqa: N818 - what it is: no error, the caller counts another way
    """The board is not for the transfer matrix: too many states, or a rule it cannot keep."""


class OutOfTime(Unfit):
    """The time limit ended the count."""


@dataclass(frozen=True, slots=True)
class _Add:
    """What one point's two new edges (east, then down) add to one open constraint."""

    offset: int
    mask: int
    cap: int  # stored sums above it are stored as it (past ``lo``, when ``hi`` never binds)
    shift: int  # the stored value is the sum plus this: the total of the negative coefficients, made positive
    lo: int
    hi: int
    east: int  # coefficients
    down: int
    base: int  # added once, at the constraint's first point: the shift (its field is 0 until then)
    most: int  # the most and the least the constraint's edges after this point can add
    least: int
    closes: bool  # this point decides its last edge


def count(lattice: Lattice, constraints: Sequence[Linear], *, deadline: float | None = None) -> int:
    """The number of single loops on ``lattice`` that meet ``constraints``, exactly.

    Raises ``Unfit`` when the board or a constraint is not for this engine,
    ``OutOfTime`` past ``deadline`` (a ``time.perf_counter`` value).
    """
    rows, cols = lattice.rows, lattice.cols
    turned = cols > rows
    if turned:
        rows, cols = cols, rows
    kept: list[tuple[Coeffs, int, int]] = []
    for c in constraints:
        coeffs: Coeffs = {}
        for edge, coef in c.terms:
            if edge[0] not in ("h", "v"):
                raise Unfit("the transfer matrix counts rules over edges only")
            if lattice.has_edge(edge):
                key = _turned(edge, turned)
                coeffs[key] = coeffs.get(key, 0) + coef
        coeffs = {e: w for e, w in coeffs.items() if w}
        if not coeffs:
            if not c.lo <= 0 <= c.hi:
                return 0
            continue
        kept.append((coeffs, c.lo, c.hi))
    if rows < 2 or cols < 2:
        return 0
    return _run(rows, cols, _plan(rows, cols, kept), deadline)


def _turned(edge: Edge, turned: bool) -> tuple[int, int, int]:
    """An edge as (0 east / 1 down, i, j) of its west or north point, on the board turned or not."""
    kind, i, j = edge
    if not turned:
        return (0 if kind == "h" else 1, i, j)
    return (1 if kind == "h" else 0, j, i)


def _plan(rows: int, cols: int, constraints: Sequence[tuple[Coeffs, int, int]]) -> list[tuple[_Add, ...]]:
    """For each point in turn, what its edges add to which constraint, at which place in the key."""
    points = rows * cols

    def step(edge: tuple[int, int, int]) -> int:
        return edge[1] * cols + edge[2]

    shifts = [-sum(w for w in c.values() if w < 0) for c, _, _ in constraints]
    spans = [shift + sum(w for w in c.values() if w > 0) for shift, (c, _, _) in zip(shifts, constraints, strict=True)]
    caps = [
        span if shift else max(0, hi if hi < span else lo)
        for shift, span, (_, lo, hi) in zip(shifts, spans, constraints, strict=True)
    ]
    width = max([1, *(cap.bit_length() for cap in caps)])
    steps = [sorted({step(e) for e in c}) for c, _, _ in constraints]  # the points that decide each one's edges
    opening: dict[int, list[int]] = {}
    closing: dict[int, list[int]] = {}
    for k, at in enumerate(steps):
        opening.setdefault(at[0], []).append(k)
        closing.setdefault(at[-1], []).append(k)
    offsets: dict[int, int] = {}
    free: list[int] = []
    top = 2 * (cols + 1) + 1  # after the plugs and the "closed" flag
    if top > KEY_BITS:
        raise Unfit(f"the board is {cols} points wide, too wide for the transfer matrix")
    for s in range(points):
        for k in opening.get(s, ()):
            if free:
                offsets[k] = free.pop()
            else:
                offsets[k], top = top, top + width
                if top > KEY_BITS:
                    raise Unfit("too many rules open at once for the transfer matrix")
        free.extend(offsets[k] for k in closing.get(s, ()))
    by_step: list[list[_Add]] = [[] for _ in range(points)]
    for k, (c, lo, hi) in enumerate(constraints):
        field = (offsets[k], (1 << width) - 1, caps[k], shifts[k])
        most, least = sum(w for w in c.values() if w > 0), sum(w for w in c.values() if w < 0)  # still to come
        for s in steps[k]:
            i, j = divmod(s, cols)
            east, down = c.get((0, i, j), 0), c.get((1, i, j), 0)
            most -= max(east, 0) + max(down, 0)
            least -= min(east, 0) + min(down, 0)
            base = shifts[k] if s == steps[k][0] else 0
            by_step[s].append(_Add(*field, lo, hi, east, down, base, most, least, s == steps[k][-1]))
    return [tuple(adds) for adds in by_step]


def _run(rows: int, cols: int, plan: list[tuple[_Add, ...]], deadline: float | None) -> int:
    """The frontier, point by point; the count of the states whose loop closed."""
    slots = cols + 1
    plug_mask = (1 << (2 * slots)) - 1
    closed = 1 << (2 * slots)
    keys: Keys = np.zeros(1, dtype=np.int64)
    counts: Counts = np.ones((1, 1), dtype=np.int64)
    for s, adds in enumerate(plan):
        if deadline is not None and time.perf_counter() > deadline:
            raise OutOfTime("the transfer matrix did not finish within the time limit")
        i, j = divmod(s, cols)
        keys, counts = _point(keys, counts, j=j, east=j + 1 < cols, down=i + 1 < rows, adds=adds, closed=closed)
        if len(keys) > MAX_STATES:
            raise Unfit(f"the transfer matrix would keep more than {MAX_STATES:,} states")
        counts = _carried(counts)
        if j == cols - 1:  # the next row: every plug one place on, the left one empty
            keys = (keys & ~plug_mask) | ((keys << 2) & plug_mask)
    done = (keys & closed) != 0
    return sum(int(limb) << (LIMB * k) for k, limb in enumerate(counts[:, done].sum(axis=1)))


def _carried(counts: Counts) -> Counts:
    """Every limb below 2^31 again, with one more limb where the top one overflows."""
    mask = (1 << LIMB) - 1
    for k in range(len(counts) - 1):
        counts[k + 1] += counts[k] >> LIMB
        counts[k] &= mask
    top = counts[-1] >> LIMB
    if top.any():
        counts[-1] &= mask
        counts = np.concatenate((counts, top[None, :]))
    return counts


def _point(
    keys: Keys, counts: Counts, *, j: int, east: bool, down: bool, adds: tuple[_Add, ...], closed: int
) -> tuple[Keys, Counts]:
    """One point's choices from every state: the next step's states, alike ones merged."""
    left = (keys >> (2 * j)) & 3
    up = (keys >> (2 * j + 2)) & 3
    cleared = keys & ~np.int64(15 << (2 * j))
    is_closed = (keys & closed) != 0
    out: list[tuple[npt.NDArray[np.intp], Keys, int, int]] = []  # which states, their new keys, east on, down on
    none = np.flatnonzero((left == 0) & (up == 0))
    out.append((none, cleared[none], 0, 0))
    if east and down:
        start = none[~is_closed[none]]
        out.append((start, cleared[start] | (1 << (2 * j)) | (2 << (2 * j + 2)), 1, 1))
    one = np.flatnonzero((left == 0) != (up == 0))
    plug = (left | up)[one]
    if down:
        out.append((one, cleared[one] | (plug << (2 * j)), 0, 1))
    if east:
        out.append((one, cleared[one] | (plug << (2 * j + 2)), 1, 0))
    both = (left != 0) & (up != 0)
    loop = np.flatnonzero(both & (left == 1) & (up == 2) & ((cleared & (closed - 1)) == 0))
    out.append((loop, cleared[loop] | closed, 0, 0))  # the loop closes, with no other strand open
    joined = np.flatnonzero(both & (left == 2) & (up == 1))
    out.append((joined, cleared[joined], 0, 0))
    opens = np.flatnonzero(both & (left == 1) & (up == 1))
    out.append((opens, cleared[opens] - (np.int64(1) << (2 * _partner(keys[opens], j + 1, 1))), 0, 0))
    shuts = np.flatnonzero(both & (left == 2) & (up == 2))
    out.append((shuts, cleared[shuts] + (np.int64(1) << (2 * _partner(keys[shuts], j, -1))), 0, 0))
    parts_keys, parts_from = [], []
    for which, new, e, d in out:
        good = None
        for a in adds:
            raw = ((new >> a.offset) & a.mask) + (a.east * e + a.down * d + a.base)
            total = raw - a.shift  # the sum so far (or ``lo`` for any sum past it, where ``hi`` never binds)
            if a.closes:
                ok = (total >= a.lo) & (total <= a.hi)
                value = np.zeros_like(raw)
            else:
                ok = (total + a.most >= a.lo) & (total + a.least <= a.hi)
                value = np.minimum(raw, a.cap)
            new = (new & ~np.int64(a.mask << a.offset)) | (value << a.offset)
            good = ok if good is None else good & ok
        parts_keys.append(new if good is None else new[good])
        parts_from.append(which if good is None else which[good])
    every = np.concatenate(parts_keys)
    if not len(every):
        return every, np.zeros((len(counts), 0), dtype=np.int64)
    order = np.argsort(every)
    ordered = every[order]
    starts = np.flatnonzero(np.concatenate(([True], ordered[1:] != ordered[:-1])))
    sources = np.concatenate(parts_from)[order]
    return ordered[starts], np.add.reduceat(counts[:, sources], starts, axis=1)


def _partner(keys: Keys, slot: int, step: int) -> npt.NDArray[np.int64]:
    """For each key, the slot of the plug joined to the one at ``slot``: rightwards (``step`` 1) or leftwards."""
    depth = np.ones(len(keys), dtype=np.int64)
    found = np.full(len(keys), -1, dtype=np.int64)
    s = slot + step
    while (found < 0).any() and 0 <= s < 32:
        v = (keys >> (2 * s)) & 3
        depth += np.where(v == (1 if step > 0 else 2), 1, 0) - np.where(v == (2 if step > 0 else 1), 1, 0)
        hit = (depth == 0) & (found < 0)
        found[hit] = s
        s += step
    return found
