"""The order of a path's points in the CP-SAT model: which of two points the answer passes first.

A genre of paths (``Genre.paths``) may name an order term ``("b", p, q)``
(``genres.base.BEFORE``; p and q are point numbers, ``row * cols + col``):
1 when the answer passes point p before point q, counting along the path
core's one circuit from the first pair's first point (Kaisu's S) and on
through the pairs in their order.  The terms are booleans like a genre's
own (``("x", ...)``, made on first mention); this module ties them to the
path, once a model names any:

- an integer position a point, 0 at the first pair's first point;
- an arc that is on (``cpsat.paths``' arcs, oriented from each pair's
  first point to its second) adds one from its tail's position to its
  head's, and so does each always-on arc of the chain from one pair's
  last point to the next pair's first (not the one that closes the
  circuit);
- an order term on makes its first point's position the smaller, off the
  larger.

A point off the paths has a free position, so an order term about it
means nothing; such a model counts each set of paths once all the same
(``LoopModel`` remembers the answers found when a genre names booleans of
its own).

Roads not taken: a count of visits carried along the path in booleans,
one a point and value (as Slalom counts its gates), needs the whole
board's booleans for every room with circles (not measured here);
positions need one integer a point, and an order term only where a rule
asks.  Measured: CP-SAT's LP relaxation made two answers of a 10 x 10
board take 5-39 s against 0.2-0.8 s without it, so it stays off.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from loopcp.cpsat.text import _linear, _neg
from loopcp.errors import InternalError
from loopcp.genres.base import BEFORE
from loopcp.genres.directed import ends
from loopcp.grid import Lattice, Point


def has_order(names: Mapping[Any, int]) -> bool:
    """Whether a model's terms name any order term."""
    return any(term[0] == BEFORE for term in names)


def order_text(
    lattice: Lattice,
    pairs: Sequence[tuple[Point, Point]] | None,
    arcs: Mapping[Any, int] | None,
    names: Mapping[Any, int],
    base: int,
) -> str:
    """The positions (variables numbered from ``base``) and the rules that tie them to arcs and order terms.

    ``arcs``: the path core's arcs (``cpsat.paths``); ``names``: every term's variable, the order terms' too.
    """
    if not pairs or arcs is None:
        raise InternalError("internal error: an order of points is asked of a model without paths")
    cols = lattice.cols
    points = list(lattice.points())
    top = len(points) - 1
    pos = {p: base + k for k, p in enumerate(points)}
    first = pairs[0][0]
    out = [_positions(points, first, top), _linear({pos[first]: 1}, 0, 0)]
    for term, var in arcs.items():
        tail, head = ends(term)
        out.append(_linear({pos[head]: 1, pos[tail]: -1}, 1, 1, var))
    for k in range(len(pairs) - 1):
        last, first = pairs[k][1], pairs[k + 1][0]
        out.append(_linear({pos[first]: 1, pos[last]: -1}, 1, 1))
    for term, var in names.items():
        if term[0] != BEFORE:
            continue
        p, q = divmod(term[1], cols), divmod(term[2], cols)
        if p == q or p not in pos or q not in pos:
            raise InternalError(f"internal error: the order term {term} names no two points of the board")
        out.append(_linear({pos[p]: 1, pos[q]: -1}, -top, -1, var))
        out.append(_linear({pos[p]: 1, pos[q]: -1}, 1, top, _neg(var)))
    return "".join(out)


def _positions(points: Sequence[Point], first: Point, top: int) -> str:
    """Each point's position variable: from its distance to the first point on, of that distance's parity.

    Each step of a path on the square lattice changes the parity of
    ``row + col``, so a point's position has the parity of its distance from
    the first point; written into the domains, the positions move in steps
    of two (measured on eight 10 x 10 boards: 3.7 s against 4.1 s for two
    answers each, within the noise of a shared machine).
    """
    out = []
    for p in points:
        near = abs(p[0] - first[0]) + abs(p[1] - first[1])
        values = ",".join(f"{v},{v}" for v in range(near, top + 1, 2))
        out.append(f"variables{{domain:[{values}]}}")
    return "".join(out)
