"""The directed loop: which way the answer runs along each edge, as terms that the solvers and the rules share.

Slalom and Nagareru-Loop ask which way round their loop runs, and Kaisu
which way its path runs from S to G.  Their rules speak of *arcs*: a term
``("e", i, j)`` is 1 when the answer leaves point (i, j) eastwards, for
(i, j + 1); ``("w", i, j)`` westwards, for (i, j - 1); ``("s", i, j)``
southwards, for (i + 1, j); ``("n", i, j)`` northwards, for (i - 1, j).
An arc off the lattice is 0, as an edge off it is.  ``arc(p, q)`` names
the arc from a point to its neighbour.

What an arc means, for every genre alike:

- a single loop has exactly two orientations, and the loop itself chooses
  neither: a genre's constraints over arcs choose.  Where they allow both,
  both are answers of the one loop: the solvers count loops, not
  orientations (``cpsat.model`` asks for repeated loops to be counted
  once);
- a path between a pair of points (``Genre.paths``) runs from the pair's
  first point to its second.

The rules that tie arcs to edges (``links``) are linear, so the CP-SAT
model and the generic deduction engine read them as they read any clue:
each edge on carries exactly one of its two arcs, and no point is entered
twice or left twice.  With every point of a loop on two edges, that makes
one arc in and one out at each point: an orientation of the whole loop.
A path's first point is never entered, its second never left.

The verifier reads direction from the finished answer alone: ``ring``
walks a loop's points in order (``reversed`` gives the other way round)
and ``walk`` a path's from one end; ``steps`` turns an order into the
moves it makes.  None of it shares code with ``links``.

Roads not taken: one global boolean "clockwise" tied to the core's own
inside-on-the-right arcs would give each arc through three literals; the
local rules here need no orientation of the board, and serve the path
core, whose arcs already run from each pair's first point, unchanged.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Sequence
from typing import Literal

from loopcp import grid
from loopcp.genres.base import Linear, Term
from loopcp.grid import Edge, Lattice, Point, edge_ends
from loopcp.naming import cell_name
from loopcp.puzzle import Solution

ArcKind = Literal["e", "w", "s", "n"]
ARCS: tuple[ArcKind, ...] = ("e", "w", "s", "n")  # the ``Term`` kinds of arcs, by the compass point they head for
STEP: dict[ArcKind, tuple[int, int]] = {"e": (0, 1), "w": (0, -1), "s": (1, 0), "n": (-1, 0)}
_KIND: dict[tuple[int, int], ArcKind] = {step: kind for kind, step in STEP.items()}


def arc(start: Point, end: Point) -> Term:
    """The arc from a point to its neighbour: the answer runs from ``start`` to ``end``.

    >>> arc((2, 3), (2, 4)), arc((2, 3), (1, 3))
    (('e', 2, 3), ('n', 2, 3))
    """
    kind = _KIND[end[0] - start[0], end[1] - start[1]]
    return (kind, start[0], start[1])


def ends(term: Term) -> tuple[Point, Point]:
    """The point an arc leaves and the point it enters."""
    di, dj = STEP[term[0]]  # type: ignore[index]
    return (term[1], term[2]), (term[1] + di, term[2] + dj)


def along(edge: Edge) -> tuple[Term, Term]:
    """An edge's two arcs: east or south first (from its first point), then back."""
    a, b = edge_ends(edge)
    return arc(a, b), arc(b, a)


def is_arc(term: Term) -> bool:
    """Whether a term is an arc."""
    return term[0] in STEP


def directed(constraints: Iterable[Linear]) -> bool:
    """Whether any constraint names an arc: the answer's direction matters."""
    return any(t[0] in STEP for c in constraints for t, _ in c.terms)


def links(
    lattice: Lattice, pairs: Sequence[tuple[Point, Point]] | None = None, name: Callable[[Point], str] = cell_name
) -> list[Linear]:
    """The rules that tie arcs to edges on a lattice, as linear constraints (``pairs``: the ends of paths).

    Each edge on carries one of its arcs and an edge off neither; no point
    is left twice or entered twice; a path's first point is never entered
    and its second never left.
    """
    out = []
    for edge in lattice.edges():
        forward, backward = along(edge)
        out.append(Linear(((edge, 1), (forward, -1), (backward, -1)), 0, 0, "the line runs one way"))
    first = {pair[0] for pair in pairs or ()}
    last = {pair[1] for pair in pairs or ()}
    for point in lattice.points():
        leaving, entering = [], []
        for edge in lattice.point_edges(point):
            a, b = edge_ends(edge)
            other = b if a == point else a
            leaving.append(arc(point, other))
            entering.append(arc(other, point))
        said = name(point)
        out.append(Linear.count(leaving, 0, 0 if point in last else 1, f"the line leaves {said} once"))
        out.append(Linear.count(entering, 0, 0 if point in first else 1, f"the line enters {said} once"))
    return out


# --- the verifier's reading: direction from the finished answer alone ---------------------------------


def _near(solution: Solution) -> dict[Point, list[Point]]:
    """Each point on the answer and its neighbours along it, read from the matrices."""
    near: dict[Point, list[Point]] = {}
    for i, row in enumerate(solution.h):
        for j, on in enumerate(row):
            if on:
                near.setdefault((i, j), []).append((i, j + 1))
                near.setdefault((i, j + 1), []).append((i, j))
    for i, row in enumerate(solution.v):
        for j, on in enumerate(row):
            if on:
                near.setdefault((i, j), []).append((i + 1, j))
                near.setdefault((i + 1, j), []).append((i, j))
    return near


def ring(solution: Solution, start: Point | None = None) -> list[Point]:
    """A single loop's points in order from ``start`` (default: its first in reading order), one way round.

    The way round is toward the start's smaller neighbour; reversing the
    list after its first point gives the other.  The verifier has checked
    that the lines are one loop.
    """
    return grid.ring(solution.h, solution.v, start)


def other_way(order: Sequence[Point]) -> list[Point]:
    """A loop's points in the other order round, from the same first point."""
    return [order[0], *reversed(order[1:])] if order else []


def walk(solution: Solution, start: Point) -> list[Point]:
    """A path's points in order from one of its ends, until the path ends, branches or comes back to the start."""
    near = _near(solution)
    order, previous, current = [start], start, start
    while True:
        ahead = [p for p in near.get(current, ()) if p != previous]
        if len(ahead) != 1 or ahead[0] == start:
            return order
        previous, current = current, ahead[0]
        order.append(current)


def steps(order: Sequence[Point], *, closed: bool) -> list[tuple[Point, Point]]:
    """The moves of an order of points: each to the next, and the last back to the first when ``closed``."""
    pairs = list(itertools.pairwise(order))
    if closed and len(order) > 1:
        pairs.append((order[-1], order[0]))
    return pairs


__all__ = ["ARCS", "STEP", "along", "arc", "directed", "ends", "is_arc", "links", "other_way", "ring", "steps", "walk"]
