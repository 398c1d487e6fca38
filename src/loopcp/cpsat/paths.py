"""The path model: paths that join given pairs of points, chained into one circuit.

A genre whose answer is paths between pairs of points (``Genre.paths``)
instead of one loop gets this core in place of the loop's faces:

- a boolean per edge, and its two arcs, at most one of them on, one on
  exactly when the edge is;
- each point of a pair has degree 1; every other point has degree 0 or 2
  (``sum(edges) + 2 * off == 2``, ``off`` its self-loop in the circuit);
- one arc, always on, from the last point of each pair to the first point
  of the next pair (the last pair's to the first pair's): the pairs' paths
  and these arcs are then one ``AddCircuit`` over every point, so a path
  never closes on itself and no loop floats apart from the paths;
- a label per point and pair, one-hot on the points that a path uses, none
  on the others: both points of a pair carry its label, and an edge on
  carries the same label at both ends, so the path that leaves a pair's
  first point ends at its own second point, not at another pair's.

The guide: on a sparse board (``SPARSE`` cells a pair or more), one more
boolean, a switch that ``LoopModel`` keeps off unless a search turns it
on, under which two neighbouring cells of one path are joined (a path
never runs beside itself).  It is not a rule of either genre, and no
verdict rests on it: ``search.solve`` uses it only to find a first answer
fast, then proves that answer unique (or finds a second) with the switch
off (``search._guided``).  Of the dataset's 573 Arukone records, 572
published answers keep to it (190_35x48's path of 20 runs beside its own
end); on four hard records it finds the answer in 0.3 to 2 s, where the
plain search found none in a minute.  On denser boards the plain search
finds its first answer as fast, and the proof after a guided answer took
7-13% longer than going on from the plain search's own; there the core
has no guide, and none of its clauses (one an edge and pair: 98,752 on
570_25x32's 64 pairs, whose model builds in 0.90 s without them and in
1.31 s with them; 10x10 boards of five pairs, 20 ms and 36 ms).

The arcs are oriented by the chain (from each pair's first point to its
second), so each set of paths has exactly one assignment: counts are exact.

Roads not taken (figures in ``benchmarks/numberlink.py``'s docstring):

- labels without the circuit: on four hard 10 x 10 to 15 x 15 Arukone
  records each search found a second "answer" holding a loop apart from the
  paths, which would have to be cut and searched again;
- an integer label a point, equal along each edge that is on (an enforced
  linear equality): as fast on easy records, eleven times slower on a hard
  one (44_10x10: 56 s against 4.9 s);
- the LP relaxation that loop searches restart with (``model.py``): on
  31_12x12 the plain search found the answer in 2 s and the LP search
  nothing in 20 s, so path models never restart with it;
- "each cell of a path has two neighbours of its label": 20% slower on
  seven hard records.

Janko's sparse 15 x 15 Arukone puzzles remain hard to prove unique without a
shortcut that assumes uniqueness (none is used): a minute or more for a few.
"""

from __future__ import annotations

from collections.abc import Sequence

from loopcp.cpsat.door import _merge, _new_model
from loopcp.cpsat.text import _circuit, _linear, _or, _variables
from loopcp.grid import Edge, Lattice, Point

Pair = tuple[Point, Point]
SPARSE = 21  # cells a pair from which a board's core has the guide


def path_core(
    lattice: Lattice, pairs: Sequence[Pair]
) -> tuple[object, dict[Edge, int], dict[Point, int], int | None] | None:
    """The model's proto, each edge's variable, each point's self-loop and the guide (None on a dense board);
    None when two pairs share a point.

    Not cached, unlike the loop core: the pairs are the puzzle's own.
    """
    ends = [p for pair in pairs for p in pair]
    if len(set(ends)) != len(ends) or any(not (0 <= i < lattice.rows and 0 <= j < lattice.cols) for i, j in ends):
        return None
    cols = lattice.cols
    out: list[str] = []
    add = out.append
    tails: list[int] = []
    heads: list[int] = []
    arcs: list[int] = []
    nvars = 0
    edge_var: dict[Edge, int] = {}
    for kind, i, j in lattice.edges():
        p = i * cols + j
        q = p + 1 if kind == "h" else p + cols
        e, fw, bw = nvars, nvars + 1, nvars + 2
        nvars += 3
        edge_var[(kind, i, j)] = e
        add(_linear({e: 1, fw: -1, bw: -1}, 0, 0))  # on exactly when one of its arcs is
        tails.extend((p, q))
        heads.extend((q, p))
        arcs.extend((fw, bw))
    off_var: dict[Point, int] = {}
    for point in lattice.points():
        p = point[0] * cols + point[1]
        off_var[point] = nvars
        tails.append(p)
        heads.append(p)
        arcs.append(nvars)
        nvars += 1
    terminal = set(ends)
    for point in lattice.points():
        edges = {edge_var[e]: 1 for e in lattice.point_edges(point)}
        if point in terminal:
            add(_linear(edges, 1, 1))
            add(_or([-off_var[point] - 1]))
        else:
            add(_linear({**edges, off_var[point]: 2}, 2, 2))
    guide = nvars if lattice.rows * lattice.cols >= SPARSE * max(1, len(pairs)) else None  # the module docstring
    nvars += guide is not None
    points = list(lattice.points())
    labels = {(point, k): nvars + n * len(pairs) + k for n, point in enumerate(points) for k in range(len(pairs))}
    nvars += len(labels)
    for point in lattice.points():
        add(_linear({**{labels[point, k]: 1 for k in range(len(pairs))}, off_var[point]: 1}, 1, 1))
    for k, pair in enumerate(pairs):
        for point in pair:
            add(_or([labels[point, k]]))
    for edge, e in edge_var.items():
        kind, i, j = edge
        one: Point = (i, j)
        two: Point = (i, j + 1) if kind == "h" else (i + 1, j)
        add(_or([-e - 1, -off_var[one] - 1]))  # implied by the degrees; as clauses 3% faster on seven hard records
        add(_or([-e - 1, -off_var[two] - 1]))
        for k in range(len(pairs)):
            add(_or([-e - 1, -labels[one, k] - 1, labels[two, k]]))
            add(_or([-e - 1, labels[one, k], -labels[two, k] - 1]))
            if guide is not None:  # guided: one path's neighbours join
                add(_or([-guide - 1, e, -labels[one, k] - 1, -labels[two, k] - 1]))
    chain = nvars  # the arcs that chain the pairs: one variable, always true
    for k, (_, last) in enumerate(pairs):
        first = pairs[(k + 1) % len(pairs)][0]
        tails.append(last[0] * cols + last[1])
        heads.append(first[0] * cols + first[1])
        arcs.append(chain)
    add(_circuit(tails, heads, arcs))
    proto = _new_model()
    _merge(proto, _variables(nvars) + "variables{domain:[1,1]}" + "".join(out), "the generated path model")
    return proto, edge_var, off_var, guide
