"""The transfer matrix's steps in numpy: ``transfer``'s engine where the compiled one (``native/count.c``) is not built.

Each step's states are numpy arrays of keys (``transfer``'s 64-bit key:
plugs, the "closed" flag, the open sums) and of counts, one row per 31-bit
limb, as many as the largest count needs so far: sums of a few thousand
limbs fit in 64 bits, and a carry pass after each step keeps every limb
below 2^31.  (Counting modulo six primes and the Chinese remainder
theorem was the first design: the same answers, and 4.7 s for the empty
12x12 where limbs take 2.2 s, whole process.)  A step makes every
successor of every state at once, sorts the new keys and adds up the
counts of equal ones.  It knows nothing of ``transfer`` (which imports it
only when needed): a step is a plain tuple of the twelve numbers of
``transfer.Add``, and the two ways to stop are this module's own.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

LIMB = 31  # bits per limb of a count

Keys = npt.NDArray[np.int64]
Counts = npt.NDArray[np.int64]  # a row per limb, least significant first
Plan = Sequence[Sequence[tuple[int, ...]]]  # each point's adds: transfer.Add's fields, in order


class TooMany(Exception):  # noqa: N818 - what it is
    """A step made more states than allowed."""


class Late(Exception):  # noqa: N818 - what it is
    """The deadline passed."""


def run(rows: int, cols: int, plan: Plan, deadline: float | None, max_states: int) -> int:
    """The frontier, point by point; the count of the states whose loop closed."""
    slots = cols + 1
    plug_mask = (1 << (2 * slots)) - 1
    closed = 1 << (2 * slots)
    keys: Keys = np.zeros(1, dtype=np.int64)
    counts: Counts = np.ones((1, 1), dtype=np.int64)
    for s, adds in enumerate(plan):
        if deadline is not None and time.perf_counter() > deadline:
            raise Late
        i, j = divmod(s, cols)
        keys, counts = _point(keys, counts, j=j, east=j + 1 < cols, down=i + 1 < rows, adds=adds, closed=closed)
        if len(keys) > max_states:
            raise TooMany
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
    keys: Keys, counts: Counts, *, j: int, east: bool, down: bool, adds: Sequence[tuple[int, ...]], closed: int
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
        for offset, mask, cap, shift, lo, hi, east_w, down_w, base, most, least, closes in adds:
            raw = ((new >> offset) & mask) + (east_w * e + down_w * d + base)
            total = raw - shift  # the sum so far (or ``lo`` for any sum past it, where ``hi`` never binds)
            if closes:
                ok = (total >= lo) & (total <= hi)
                value = np.zeros_like(raw)
            else:
                ok = (total + most >= lo) & (total + least <= hi)
                value = np.minimum(raw, cap)
            new = (new & ~np.int64(mask << offset)) | (value << offset)
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
