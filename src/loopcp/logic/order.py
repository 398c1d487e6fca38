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
  that order, and after every other point on the paths;
- a *run*: lines whose way is known (arcs on, ``genres.directed``), in
  the middle of the board too; its points come in the order it runs.

So an order term is set where both its points are on the head (or both on
the tail, or one run), or one is on the head (tail) and the other is on the
paths but not on it.  Every setting is sound: the head is the start of every answer
that keeps the known lines, the tail its end, whatever the rest of it is;
a point off the paths is never placed (its order means nothing).  A term
known the other way is a contradiction.

What follows from the order (a room's visits counted so far) is the
genre's linear rules' to find, reading the terms set here: Kaisu's visit
numbers are sums of "entered there, and before the circle" terms.

Roads not taken: positions known only up to a range (a point two steps
off the head comes at least two places later) would set more terms, but a
person reads the order off the drawn line, not off distances.  Measured
(issue 38): this rule, with the paths' rule that a single path must not
finish early, solves pzprjs's 4 x 4 example by trials (it stalled after 4
steps) and generated 4 x 4 boards, but seldom a generated board of 5 x 5
or more: one trial seldom reaches a contradiction through the order.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from loopcp.genres.base import BEFORE, Term
from loopcp.genres.directed import ends, is_arc
from loopcp.grid import Edge, Point
from loopcp.logic.terms import NOTHING, Applied, Contradiction, Forced, Rule, Values

Befores = list[tuple[Term, int, int]]  # each order term, and its two points' numbers (passes the first first)


class Net(Protocol):
    """What the rule reads of the network (``network.Network``): its points by number, and how they join."""

    around: list[list[tuple[Edge, int]]]  # each point's edges, with the point at the other end
    offs: list[tuple[Term, int]]  # each point's "off the paths" term, and its number
    pairs: list[tuple[int, int]]  # the two points of each pair: the first pair's first point starts the order
    befores: Befores
    arcs: list[tuple[Term, int, int]]  # each arc term, and the numbers of the points it runs from and to

    def point_name(self, p: Point) -> str: ...

    def place(self, p: int) -> Point: ...


def order_terms(rules: Sequence[Rule], number: Mapping[Point, int]) -> tuple[Befores, Befores]:
    """The order terms the rules name and the arcs, each with its two points' numbers (``number``), sorted."""
    named = {t for rule in rules for t, _ in rule.terms}
    befores: Befores = sorted((t, t[1], t[2]) for t in named if t[0] == BEFORE)
    arcs = sorted((t, number[ends(t)[0]], number[ends(t)[1]]) for t in named if is_arc(t))
    return befores, arcs


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


HEAD, TAIL, RUN = 0, 1, 2  # what decided an order: the line from the start, the line into the goal, a run's way


def order(net: Net, values: Values) -> Applied:
    """The order terms that the head, the tail and the runs of known way decide (see the module docstring)."""
    if not net.befores or not net.pairs:
        return NOTHING
    head = {p: k for k, p in enumerate(drawn_from(net, values, net.pairs[0][0]))}
    tail = {p: k for k, p in enumerate(drawn_from(net, values, net.pairs[-1][1]))}
    on = {p for t, p in net.offs if values.get(t) == 0} | set(head) | set(tail)
    runs = _runs(net, values)
    forced: Forced = []
    used: set[int] = set()
    for term, p, q in net.befores:
        found = _before(p, q, head, tail, on)
        if found is None and p in runs and q in runs and runs[p][0] == runs[q][0]:
            found = int(runs[p][1] < runs[q][1]), RUN
        if found is None:
            continue
        known = values.get(term)
        if known is None:
            forced.append((term, found[0]))
            used.add(found[1])
        elif known != found[0]:
            raise Contradiction(f"the path would pass {_name(net, p)} both before and after {_name(net, q)}")
    if not forced:
        return NOTHING
    return forced, _said(net, head, tail, used)


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


def _before(p: int, q: int, head: dict[int, int], tail: dict[int, int], on: set[int]) -> tuple[int, int] | None:
    """Whether p comes before q as far as the head and the tail say (each point's place on them), and which said."""
    if p in head and q in head:
        return int(head[p] < head[q]), HEAD
    if p in tail and q in tail:
        return int(tail[p] > tail[q]), TAIL
    rules = (
        (head, p, q, 1, HEAD),  # p drawn from the start, q on the paths further on
        (head, q, p, 0, HEAD),
        (tail, q, p, 1, TAIL),  # q drawn back from the goal, p on the paths before it
        (tail, p, q, 0, TAIL),
    )
    for drawn, mine, other, value, source in rules:
        if mine in drawn and other in on and other not in drawn:
            return value, source
    return None


def _said(net: Net, head: dict[int, int], tail: dict[int, int], used: set[int]) -> str:
    """Why, in words: how far the path is drawn from its first point and back from its last, or a run's way."""
    parts = []
    words = (("starts at", "is drawn from"), ("ends at", "is drawn back from"))
    ends = (net.pairs[0][0], net.pairs[-1][1])
    for source, drawn, end, (bare, far) in zip((HEAD, TAIL), (head, tail), ends, words, strict=True):
        if source in used:
            last = max(drawn, key=drawn.__getitem__)
            parts.append(f"the path {far} {_name(net, end)} to {_name(net, last)}" if last != end else "")
            parts[-1] = parts[-1] or f"the path {bare} {_name(net, end)}"
    if RUN in used:
        parts.append("the lines' way is known")
    return " and ".join(parts)


def _name(net: Net, p: int) -> str:
    return net.point_name(net.place(p))
