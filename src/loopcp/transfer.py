"""Counting loops with a transfer matrix over a frontier of points: the count alone, no diagram.

The decision diagram (``zdd.py``) keeps every node it builds, so an empty
12x12 board (13 points wide) takes graphillion about 9 s and 1.1 GB.  A
count needs less: only how many partial loops end in each *state* of the
frontier.  This module keeps exactly that, and drops each step's states
once the next step's are made.

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

This module plans the steps (which point adds to which constraint, at
which place in the key); two engines run the plan, with the same states
and the same answers.  The compiled one, ``native/count.c`` (built at
install where a C compiler is), keeps the states in a hash table, or on a
board with no constraint at all in a dense array of half as many merged
states updated in place; it counts the empty 14x14 (15 points wide) in
0.2 s, under a third of GGCount's time, where numpy takes 7 s.  Without
it, or for a count past its widest numbers, ``transfer_numpy`` runs the
plan in numpy.  Counts grow far beyond 64 bits (the empty 12x12 has
3.7 x 10^34 loops): both keep them exact, as rows of limbs.

What is checked: nothing here lists a loop, so the caller cross-checks a
small count by CP-SAT enumeration (``search``), and the tests compare this
module with the diagram and with brute force on boards of many shapes.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import astuple, dataclass

from loopcp.errors import LoopcpError
from loopcp.genres.base import Linear
from loopcp.grid import Edge, Lattice
from loopcp.native import compiled

MAX_STATES = 3_000_000  # the states of one step beyond which the board is left to the diagram
KEY_BITS = 63

Plan = list[list[tuple[int, ...]]]  # each point's adds, as tuples of ``Add``'s fields: what both engines read
Coeffs = dict[tuple[int, int, int], int]  # (0 east / 1 down, i, j) of the turned board -> coefficient


class Unfit(LoopcpError):  # noqa: N818 - what it is: no error, the caller counts another way
    """The board is not for the transfer matrix: too many states, or a rule it cannot keep."""


class OutOfTime(Unfit):
    """The time limit ended the count."""


@dataclass(frozen=True, slots=True)
class Add:
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
    ``OutOfTime`` past ``deadline`` (a ``time.perf_counter`` value).  The
    compiled counter runs the plan where it was built, numpy otherwise:
    both keep the same states, so both raise alike.
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
    plan = [[astuple(a) for a in adds] for adds in _plan(rows, cols, kept)]
    total = _native(rows, cols, plan, deadline, empty=not kept) if _COUNT is not None else None
    if total is not None:
        return total
    from loopcp import transfer_numpy  # noqa: PLC0415 - numpy only where the compiled engine is not

    try:
        return transfer_numpy.run(rows, cols, plan, deadline, MAX_STATES)
    except transfer_numpy.TooMany:
        raise Unfit(f"the transfer matrix would keep more than {MAX_STATES:,} states") from None
    except transfer_numpy.Late:
        raise OutOfTime("the transfer matrix did not finish within the time limit") from None


_COUNT = compiled("_count")
AVAILABLE = _COUNT is not None  # whether the compiled engine was built at install
DONE, TOO_MANY, OUT_OF_TIME = 0, 1, 2  # count.c's answers; any other: not for it (memory, or past its widest count)


def _native(rows: int, cols: int, plan: Plan, deadline: float | None, *, empty: bool) -> int | None:
    """The count by ``native/count.c``, or None where it cannot say (numpy then counts).

    ``empty``: no constraint at all, where count.c's merged dense words
    may serve, when the words of the frontier are within ``MAX_STATES``
    (as numpy's states would be); else its hash table takes the plan,
    with numpy's limit on the states of a step.
    """
    assert _COUNT is not None
    starts = [0]
    flat: list[int] = []
    for adds in plan:
        for a in adds:
            flat.extend(int(v) for v in a)
        starts.append(len(flat) // 12)
    dense = empty and 2 <= cols <= 16 and _COUNT.words(cols + 1) <= MAX_STATES  # 16: count.c's words are 32 bits
    seconds = 0.0
    if deadline is not None:
        seconds = deadline - time.perf_counter()
        if seconds <= 0:
            raise OutOfTime("the transfer matrix did not finish within the time limit")
    try:
        status, total = _COUNT.count(rows, cols, starts, flat, MAX_STATES, seconds, dense)
    except OverflowError:  # a bound past 64 bits
        return None
    if status == TOO_MANY:
        raise Unfit(f"the transfer matrix would keep more than {MAX_STATES:,} states")
    if status == OUT_OF_TIME:
        raise OutOfTime("the transfer matrix did not finish within the time limit")
    return int.from_bytes(total, "little") if status == DONE else None


def _turned(edge: Edge, turned: bool) -> tuple[int, int, int]:
    """An edge as (0 east / 1 down, i, j) of its west or north point, on the board turned or not."""
    kind, i, j = edge
    if not turned:
        return (0 if kind == "h" else 1, i, j)
    return (1 if kind == "h" else 0, j, i)


def _plan(rows: int, cols: int, constraints: Sequence[tuple[Coeffs, int, int]]) -> list[tuple[Add, ...]]:
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
    by_step: list[list[Add]] = [[] for _ in range(points)]
    for k, (c, lo, hi) in enumerate(constraints):
        field = (offsets[k], (1 << width) - 1, caps[k], shifts[k])
        most, least = sum(w for w in c.values() if w > 0), sum(w for w in c.values() if w < 0)  # still to come
        for s in steps[k]:
            i, j = divmod(s, cols)
            east, down = c.get((0, i, j), 0), c.get((1, i, j), 0)
            most -= max(east, 0) + max(down, 0)
            least -= min(east, 0) + min(down, 0)
            base = shifts[k] if s == steps[k][0] else 0
            by_step[s].append(Add(*field, lo, hi, east, down, base, most, least, s == steps[k][-1]))
    return [tuple(adds) for adds in by_step]
