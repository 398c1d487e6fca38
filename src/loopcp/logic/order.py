"""The generic engine's rule of a path's order: which of two points the drawn path passes first.

A genre of paths may name order terms ``("b", p, q)``: 1 when the answer
passes point p before point q (``genres.base.BEFORE``, ``cpsat.order``),
counting along the paths from the first pair's first point (Kaisu's S)
to the last pair's last (its G).  The network reads them as booleans; this
rule is the one that sets them, from what is drawn:

- the *head*: the known line from the first point, followed while each
  point on it has exactly one known line on; its points come in that
  order, and before every other point on the paths;
- the *tail*: the same from the last point backwards; its points come in
  that order, and after every other point on the paths.

So an order term is set where both its points are on the head (or both on
the tail), or one is on the head (tail) and the other is on the paths but
not on it.  Every setting is sound: the head is the start of every answer
that keeps the known lines, the tail its end, whatever the rest of it is;
a point off the paths is never placed (its order means nothing).  A term
known the other way is a contradiction.

What follows from the order (a room's visits counted so far) is the
genre's linear rules' to find, reading the terms set here: Kaisu's visit
numbers are sums of "entered there, and before the circle" terms.

Roads not taken: positions known only up to a range (a point two steps
off the head comes at least two places later) would set more terms, but a
person reads the order off the drawn line, not off distances; and chains
in the middle of the board, apart from both ends, have an order inside
them only up to their direction, which the arcs' rules already carry.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from loopcp.genres.base import Term
from loopcp.grid import Edge, Point
from loopcp.logic.terms import NOTHING, Applied, Contradiction, Forced, Values

Befores = Sequence[tuple[Term, int, int]]  # each order term, and its two points' numbers (passes the first first)


class Net(Protocol):
    """What the rule reads of the network (``network.Network``): its points by number, and how they join."""

    around: list[list[tuple[Edge, int]]]  # each point's edges, with the point at the other end
    offs: list[tuple[Term, int]]  # each point's "off the paths" term, and its number
    pairs: list[tuple[int, int]]  # the two points of each pair: the first pair's first point starts the order
    befores: Befores
    arcs: Sequence[tuple[Term, int, int]]  # each arc term, and the numbers of the points it runs from and to

    def point_name(self, p: Point) -> str: ...

    def place(self, p: int) -> Point: ...


def drawn_from(net: Net, values: Values, first: int) -> list[int]:
    """The points along the known line from an end of the paths, in order, while each has one way on known.

    It stops at a point with no known line onwards or more than one (the
    point rules say what is wrong there), and before a point it has passed.
    """
    out = [first]
    seen = {first}
    came: Edge | None = None
    point = first
    while True:
        onward = [(e, q) for e, q in net.around[point] if e != came and values.get(e) == 1]
        if len(onward) != 1 or onward[0][1] in seen:
            return out
        came, point = onward[0]
        out.append(point)
        seen.add(point)


def order(net: Net, values: Values) -> Applied:
    """The order terms that the head and the tail of the drawn paths decide (see the module docstring)."""
    if not net.befores or not net.pairs:
        return NOTHING
    head = {p: k for k, p in enumerate(drawn_from(net, values, net.pairs[0][0]))}
    tail = {p: k for k, p in enumerate(drawn_from(net, values, net.pairs[-1][1]))}
    on = {p for t, p in net.offs if values.get(t) == 0} | set(head) | set(tail)
    runs = _runs(net, values)
    forced: Forced = []
    for term, p, q in net.befores:
        value = _before(p, q, head, tail, on)
        if value is None and p in runs and q in runs and runs[p][0] == runs[q][0]:
            value = int(runs[p][1] < runs[q][1])
        if value is None:
            continue
        known = values.get(term)
        if known is None:
            forced.append((term, value))
        elif known != value:
            first, second = (net.point_name(net.place(x)) for x in (p, q))
            raise Contradiction(f"the path would pass {first} both before and after {second}")
    if not forced:
        return NOTHING
    return forced, _said(net, head, tail)


def _runs(net: Net, values: Values) -> dict[int, tuple[int, int]]:
    """Each point on a run of lines whose way is known (the arcs): the run's first point, and its place on it."""
    after = {a: b for t, a, b in net.arcs if values.get(t) == 1}
    starts = set(after) - set(after.values())
    out: dict[int, tuple[int, int]] = {}
    for first in starts:
        point, k = first, 0
        while point not in out:
            out[point] = (first, k)
            if point not in after:
                break
            point, k = after[point], k + 1
    return out


def _before(p: int, q: int, head: dict[int, int], tail: dict[int, int], on: set[int]) -> int | None:
    """Whether p comes before q, as far as the head and the tail say (each point's place on them); or None."""
    if p in head and q in head:
        return int(head[p] < head[q])
    if p in tail and q in tail:
        return int(tail[p] > tail[q])
    rules: tuple[tuple[Callable[[int], bool], int, int, int], ...] = (
        (head.__contains__, p, q, 1),  # p drawn from the start, q on the paths further on
        (head.__contains__, q, p, 0),
        (tail.__contains__, q, p, 1),  # q drawn back from the goal, p on the paths before it
        (tail.__contains__, p, q, 0),
    )
    for drawn, mine, other, value in rules:
        if drawn(mine) and other in on and not drawn(other):
            return value
    return None


def _said(net: Net, head: dict[int, int], tail: dict[int, int]) -> str:
    """Why, in words: how far the path is drawn from its first point and back from its last."""
    name = net.point_name
    parts = []
    for drawn, end, word in ((head, net.pairs[0][0], "from"), (tail, net.pairs[-1][1], "back from")):
        last = max(drawn, key=drawn.__getitem__)
        if last != end:
            parts.append(f"the path is drawn {word} {name(net.place(end))} to {name(net.place(last))}")
    first, last = (name(net.place(p)) for p in (net.pairs[0][0], net.pairs[-1][1]))
    return " and ".join(parts) or f"the path runs from {first} to {last}"
