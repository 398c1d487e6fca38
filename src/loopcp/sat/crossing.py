"""The SAT engine's loop cuts for a loop that may cross itself (``Lattice.crossings``), each sound for every such loop.

A model's edges have degree 0 or 2 at every point and 0, 2 or 4 at a
crossing point (``cnf``).  Its *passes* are traced straight on through a
point of four edges; one pass is one loop, an answer.  Otherwise it is
cut, and every cut holds for every single crossing loop:

- *apart*: for a group of passes that shares no point with the rest (a
  component of the edges), an edge a of it and an edge b of another
  group: "not a, or not b, or an edge with exactly one end on the
  group's points" (a single loop through a and b leaves those points
  somewhere; the model has no such edge).
- *linked*: for a pass C that crosses another pass at a point: "an edge
  off the model at one of C's points, or an edge of the model at one of
  C's four-edge points off".  A loop L that has no other edge at C's
  points and all four at each of C's crossings follows C from any of
  them, at a point of two edges along its two, at a point of four straight
  on, as C does, and so closes as C: L is C.  But L holds the other
  pass's edges at the shared crossing, which C does not.  The model
  breaks the cut (it is exactly such an L), so it is gone.
- *alone* (``loops._Alone``, lazysat's cut): for a pass C that as the
  whole loop breaks a constraint, "not every edge of C, or another edge
  at a crossing point where C turns" (a loop with all of C's edges that
  turns where C turns, and crosses only where C goes straight, is C).
"""

from __future__ import annotations

from collections.abc import Sequence


def passes(on: Sequence[int], ends: Sequence[tuple[int, ...]], kinds: Sequence[str]) -> list[list[int]]:
    """The passes (lists of edge numbers) of a model's edges ``on``, straight on through a point of four."""
    here: dict[int, list[int]] = {}
    for k in on:
        for p in ends[k]:
            here.setdefault(p, []).append(k)
    seen: set[int] = set()
    out: list[list[int]] = []
    for first in on:
        if first in seen:
            continue
        start, point = ends[first]
        cycle, previous = [first], first
        seen.add(first)
        while True:
            edges = here[point]
            if len(edges) == 4:  # straight on: the other edge of the same kind
                edge = next(k for k in edges if k != previous and kinds[k] == kinds[previous])
            else:
                edge = edges[1] if edges[0] == previous else edges[0]
            if edge == first and point == start:
                break
            cycle.append(edge)
            seen.add(edge)
            a, b = ends[edge]
            point, previous = (b if a == point else a), edge
        out.append(cycle)
    return out


def cuts(
    cycles: list[list[int]], ends: Sequence[tuple[int, ...]], at: Sequence[list[int]], model_on: set[int]
) -> list[list[int]]:
    """The apart and linked cuts of a model of several passes (literals: edge k is ``k + 1``)."""
    points = [{p for k in cycle for p in ends[k]} for cycle in cycles]
    group = list(range(len(cycles)))  # passes that share a point are one group

    def top(c: int) -> int:
        while group[c] != c:
            group[c] = group[group[c]]
            c = group[c]
        return c

    owner: dict[int, int] = {}
    for c, where in enumerate(points):
        for p in where:
            if p in owner:
                group[top(c)] = top(owner[p])
            else:
                owner[p] = c
    members: dict[int, list[int]] = {}
    for c in range(len(cycles)):
        members.setdefault(top(c), []).append(c)
    out: list[list[int]] = []
    groups = sorted(members.values(), key=lambda cs: sum(len(cycles[c]) for c in cs))
    for g in groups:
        where = set().union(*(points[c] for c in g))
        if len(groups) > 1:
            other = groups[-1] if g is not groups[-1] else groups[-2]
            leaving = [k + 1 for p in where for k in at[p] if not (ends[k][0] in where and ends[k][1] in where)]
            out.append([-(cycles[g[0]][0] + 1), -(cycles[other[0]][0] + 1), *leaving])
        if len(g) > 1:
            for c in g:
                off = {k + 1 for p in points[c] for k in at[p] if k not in model_on}
                four = {-(k + 1) for p in points[c] if sum(k in model_on for k in at[p]) == 4 for k in at[p]}
                out.append(sorted(off) + sorted(four))
    return out


def turns(
    cycle: Sequence[int],
    ends: Sequence[tuple[int, ...]],
    at: Sequence[list[int]],
    kinds: Sequence[str],
    crossings: set[int],
) -> list[int]:
    """The other edges (literals) at each crossing point where a pass turns: the alone cut's way out."""
    kinds_at: dict[int, set[str]] = {}
    for k in cycle:
        for p in ends[k]:
            kinds_at.setdefault(p, set()).add(kinds[k])
    mine = set(cycle)
    return sorted(
        k + 1 for p, ks in kinds_at.items() if p in crossings and len(ks) == 2 for k in at[p] if k not in mine
    )
