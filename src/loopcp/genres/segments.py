"""Straight runs of a loop through cell centres: the legs that leave a cell, and whole segments along a line.

What the genres of straight segments share (Geradeweg, Balance Loop,
Mid-loop, Rail Pool), once, for the solvers and for the verifiers:

- a *leg* is how far the loop runs straight from a cell one way (north,
  east, south or west) before it turns or stops: 0 where it does not leave
  that way.  A boolean of the genre's own, leg(L), says "exactly L edges":
  the first L edges of the ray are on and the next one (if the board goes
  on) is off.  A set of them for one ray (``leg_rules``) sums to the ray's
  first edge, so that the loop leaving that way has exactly one length,
  and lengths left out of the set are ruled out;
- a *segment* is a maximal straight run of loop edges along a row or a
  column.  A boolean window(a, L) says a segment covers exactly the L
  edges from the line's edge ``a`` on: all of them on, and the edge
  beyond each end (where there is one) off (``window_rules``; ``exact``
  adds the converse, for a rule that counts which segments exist).

The verifiers read the same runs from a solution's matrices in plain
Python (``run``, ``segment_through``), sharing no code with the
constraints.  The booleans' ids are each genre's: these functions take the
terms they constrain.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from loopcp.genres.base import Linear, Term
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Solution

WAYS = ("north", "east", "south", "west")
STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))  # a step each way, in the order of ``WAYS``
HORIZONTAL, VERTICAL = 0, 1  # a line's orientation: a row's edges, or a column's


def ray(rows: int, cols: int, cell: Cell, way: int) -> list[Edge]:
    """The edges from a cell's centre one way (an index into ``WAYS``) to the border, nearest first."""
    (i, j), (di, dj) = cell, STEPS[way]
    out: list[Edge] = []
    while 0 <= i + di < rows and 0 <= j + dj < cols:
        out.append(("v", min(i, i + di), j) if di else ("h", i, min(j, j + dj)))
        i, j = i + di, j + dj
    return out


def leg_rules(edges: Sequence[Edge], legs: Mapping[int, Term], why: str) -> list[Linear]:
    """A ray's legs: ``legs[L]`` (L >= 1) says the loop runs exactly L edges straight along ``edges`` from its cell.

    Each leg implies its first L edges and excludes the next; the legs sum
    to the first edge, so the loop that leaves this way has one of these
    lengths.  A length past the ray's end is left out.
    """
    out: list[Linear] = []
    mine: list[tuple[Term, int]] = []
    for length, leg in legs.items():
        if not 1 <= length <= len(edges):
            continue
        mine.append((leg, 1))
        out.extend(Linear(((leg, 1), (e, -1)), -1, 0, why) for e in edges[:length])
        if length < len(edges):
            out.append(Linear.count([leg, edges[length]], 0, 1, why))
    if edges:
        out.append(Linear((*mine, (edges[0], -1)), 0, 0, why))
    return out


def line(rows: int, cols: int, orientation: int, index: int) -> list[Edge]:
    """The edges along row ``index`` (``HORIZONTAL``) or column ``index`` (``VERTICAL``), in order."""
    if orientation == HORIZONTAL:
        return [("h", index, k) for k in range(cols - 1)]
    return [("v", k, index) for k in range(rows - 1)]


def window_rules(
    edges: Sequence[Edge], start: int, length: int, window: Term, why: str, *, exact: bool = False
) -> list[Linear]:
    """``window`` says a segment covers exactly ``edges[start : start + length]``; ``exact``: and if it does, it is on.

    The window implies its edges and excludes the edge beyond each end.
    """
    ends = [edges[k] for k in (start - 1, start + length) if 0 <= k < len(edges)]
    out = [Linear(((e, 1), (window, -1)), 0, 1, why) for e in edges[start : start + length]]
    out.extend(Linear.count([window, e], 0, 1, why) for e in ends)
    if exact:  # window >= its edges all on and its ends all off
        terms = ((window, 1), *((e, -1) for e in edges[start : start + length]), *((e, 1) for e in ends))
        out.append(Linear(terms, 1 - length, len(ends) + 1, why))
    return out


def cells_of(edges: Sequence[Edge], start: int, length: int) -> list[Cell]:
    """The cells a window of ``length`` edges from ``edges[start]`` passes through, its two ends included."""
    kind, i, j = edges[start]
    if kind == "h":
        return [(i, j + k) for k in range(length + 1)]
    return [(i + k, j) for k in range(length + 1)]


# --- the verifiers' reading: plain Python over a solution's matrices -------------------------------------------


def _on(solution: Solution, edge: Edge) -> bool:
    kind, i, j = edge
    return bool((solution.h if kind == "h" else solution.v)[i][j])


def run(solution: Solution, rows: int, cols: int, cell: Cell, way: int) -> int:
    """How many edges the loop runs straight from a cell one way before it turns or stops (0: it does not go so)."""
    (i, j), (di, dj) = cell, STEPS[way]
    length = 0
    while 0 <= i + di < rows and 0 <= j + dj < cols:
        if not _on(solution, ("v", min(i, i + di), j) if di else ("h", i, min(j, j + dj))):
            break
        length, i, j = length + 1, i + di, j + dj
    return length


def segment_through(solution: Solution, rows: int, cols: int, cell: Cell, orientation: int) -> int:
    """The length of the segment of that orientation through or from a cell (0 where there is none)."""
    ways = (1, 3) if orientation == HORIZONTAL else (0, 2)
    return sum(run(solution, rows, cols, cell, way) for way in ways)
