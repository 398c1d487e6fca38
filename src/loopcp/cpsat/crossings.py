"""The loop core of a loop that may cross itself, in CP-SAT's text format: two circuit nodes at a crossing.

Pipelink's and Barns' loop passes some points twice, once straight across
and once straight down (``Lattice.crossings`` names the points where it
may).  ``loopcore``'s model cannot say that: its edges are the borders of
the faces inside a simple closed curve, and its circuit has one node a
point, entered once.  This core, for a lattice with crossings:

- a boolean per edge, and two arcs per edge (east or south first, then
  back), exactly one of them on when the edge is;
- a point's degree ``2 - 2 * off`` (its self-loop ``off``: no edge), and
  at a point that may cross, ``2 - 2 * off + 2 * cross``: 0, 2, or 4
  when ``cross`` holds (four edges: straight across and straight down,
  the only way four edges meet at a point of the square lattice);
- ``AddCircuit`` over one node a point and a second node for each point
  that may cross: the horizontal arcs always meet the first node; a
  vertical arc meets the second node while its point crosses and the
  first while it does not (a copy of the arc for each choice, on exactly
  when the arc is and the choices hold).  A crossing is then two passes,
  each entered once and left once, and the single circuit through every
  node that does not take its self-loop is one loop, crossings and all.
  The second node takes its self-loop while its point does not cross.
- the arcs are free, so each loop would come twice, once each way round:
  the loop leaves its first point in reading order eastwards (that point
  has no loop edge north or west, so its edges go east and south), which
  a chain of "some point before is on the loop" booleans says.  Each loop
  is then exactly one assignment, and counts are exact.
- at least one edge: the loop is not empty.

Faces have no variables here (a crossing loop has no inside): a genre
with crossings names edges, points off the loop and booleans of its own.
``tests/test_crossings.py`` holds the model to a brute force over every
edge set of small lattices.
"""

from __future__ import annotations

from collections.abc import Callable

from loopcp.cpsat.loopcore import CoreText
from loopcp.cpsat.text import _circuit, _linear, _neg, _or
from loopcp.grid import Edge, Lattice, Point, edge_ends


def _and_text(var: int, lits: list[int]) -> str:
    """``var`` is true exactly when every literal is."""
    return f"constraints{{enforcement_literal:{var} bool_and{{literals:[{','.join(map(str, lits))}]}}}}" + _or(
        [var, *(_neg(lit) for lit in lits)]
    )


def crossing_core_text(lattice: Lattice, check: Callable[[], None]) -> CoreText:
    """The core of the module docstring for ``lattice`` (at least 2 x 2 points), with its crossings."""
    rows, cols = lattice.rows, lattice.cols
    crossing = sorted(p for p in lattice.crossings if len(lattice.point_edges(p)) == 4)
    n = rows * cols
    second = {p: n + k for k, p in enumerate(crossing)}  # each crossing's node of its vertical pass
    nvars = 0
    pieces: list[str] = []
    tails: list[int] = []
    heads: list[int] = []
    arcs: list[int] = []
    edge_var: dict[Edge, int] = {}
    forward: dict[Edge, int] = {}
    for edge in lattice.edges():  # each edge, then its forward arc (east or south) and its backward arc
        e, f, b = nvars, nvars + 1, nvars + 2
        nvars += 3
        edge_var[edge], forward[edge] = e, f
        pieces.append(_or([_neg(f), e]) + _or([_neg(b), e]) + _or([_neg(e), f, b]) + _or([_neg(f), _neg(b)]))
    off_var: dict[Point, int] = {}
    cross_var: dict[Point, int] = {}
    for p in lattice.points():
        off_var[p] = nvars
        nvars += 1
        if p in second:
            cross_var[p] = nvars
            nvars += 1
    for i, j in lattice.points():
        if j == 0:
            check()
        p = (i, j)
        degree = {edge_var[e]: 1 for e in lattice.point_edges(p)}
        degree[off_var[p]] = 2
        if p in cross_var:
            degree[cross_var[p]] = -2
            pieces.append(_or([_neg(off_var[p]), _neg(cross_var[p])]))
        pieces.append(_linear(degree, 2, 2))
        tails.append(i * cols + j)
        heads.append(i * cols + j)
        arcs.append(off_var[p])
        if p in second:
            tails.append(second[p])
            heads.append(second[p])
            arcs.append(_neg(cross_var[p]))
    for edge in lattice.edges():
        kind, i, j = edge
        start, end = edge_ends(edge)
        f = forward[edge]
        for tail, head, arc in ((start, end, f), (end, start, f + 1)):
            if kind == "h" or (tail not in second and head not in second):
                tails.append(tail[0] * cols + tail[1])
                heads.append(head[0] * cols + head[1])
                arcs.append(arc)
                continue
            for t_node, t_when in _nodes(tail, cols, second, cross_var):
                for h_node, h_when in _nodes(head, cols, second, cross_var):
                    copy = nvars
                    nvars += 1
                    pieces.append(_and_text(copy, [arc, *t_when, *h_when]))
                    tails.append(t_node)
                    heads.append(h_node)
                    arcs.append(copy)
    order = list(lattice.points())  # the loop's first point in reading order leaves it eastwards
    before = -1  # "some point before this one is on the loop" (none before the first point)
    for p in order:
        on = _neg(off_var[p])
        east = forward.get(("h", p[0], p[1])) if p[1] < cols - 1 else None
        first = [on] if before < 0 else [on, _neg(before)]
        pieces.append(_or([*(_neg(x) for x in first), *([] if east is None else [east])]))
        seen = nvars
        nvars += 1
        parts = [on] if before < 0 else [on, before]
        pieces.append(_or([_neg(seen), *parts]) + "".join(_or([seen, _neg(x)]) for x in parts))
        before = seen
    pieces.append(_circuit(tails, heads, arcs))
    pieces.append(_or(edge_var.values()))  # the loop is not empty
    return CoreText(nvars, pieces, [], [], [], edge_var, off_var)


def _nodes(
    point: Point, cols: int, second: dict[Point, int], cross_var: dict[Point, int]
) -> list[tuple[int, list[int]]]:
    """The circuit nodes a vertical arc may meet at a point, each with the literals under which it does."""
    main = point[0] * cols + point[1]
    if point not in second:
        return [(main, [])]
    cross = cross_var[point]
    return [(main, [_neg(cross)]), (second[point], [cross])]


def loops_core_text(lattice: Lattice, check: Callable[[], None]) -> CoreText:
    """The core of several loops (``Lattice.many``: Nagenawa): degrees only, no circuit, at least one edge.

    A boolean per edge and per point (its ``off``); a point's degree is
    ``2 - 2 * off``, or at a point that may cross ``2 - 2 * off + 2 * cross``
    (four edges meet straight across and straight down, the only way on the
    square lattice).  Every edge set whose degrees are these is a set of
    closed loops that go straight through their crossings, so no circuit is
    needed, and an answer is its edge set alone: counts are exact.  What
    shape each loop has is the genre's rule.
    """
    nvars = 0
    pieces: list[str] = []
    edge_var: dict[Edge, int] = {}
    for edge in lattice.edges():
        edge_var[edge] = nvars
        nvars += 1
    off_var: dict[Point, int] = {}
    for i, j in lattice.points():
        if j == 0:
            check()
        p = (i, j)
        off_var[p] = nvars
        nvars += 1
        degree = {edge_var[e]: 1 for e in lattice.point_edges(p)}
        degree[off_var[p]] = 2
        if p in lattice.crossings and len(degree) == 5:
            degree[nvars] = -2
            pieces.append(_or([_neg(off_var[p]), _neg(nvars)]))
            nvars += 1
        pieces.append(_linear(degree, 2, 2))
    pieces.append(_or(edge_var.values()))  # at least one loop
    return CoreText(nvars, pieces, [], [], [], edge_var, off_var)
