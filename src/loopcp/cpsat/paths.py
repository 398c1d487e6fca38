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
off (``pathsearch.guided``).  Of the dataset's 573 Arukone records, 572
published answers keep to it (190_35x48's path of 20 runs beside its own
end); on four hard records it finds the answer in 0.3 to 2 s, where the
plain search found none in a minute.  On denser boards the plain search
finds its first answer as fast, and the proof after a guided answer took
7-13% longer than going on from the plain search's own; there the core
has no guide, and none of its clauses (one an edge and pair: 98,752 on
570_25x32's 64 pairs, whose model builds in 0.90 s without them and in
1.31 s with them; 10x10 boards of five pairs, 20 ms and 36 ms).

The fill switch: on a sparse board whose rules let points stay off the
paths (Numberlink; ``LoopModel`` asks for it), one more switch, under which
every point is on a path: Arukone's rule.  An answer that fills the board
is an answer of the sparser rules too, and the fill and the guide together
find the first answer of a sparse Numberlink that the guide alone and the
plain search did not find in two minutes (issue 39: nine pairs on 15 x 15,
0.4 s; five of eight sparse 15 x 15 records read as Numberlink got no
answer within 60 s, and all eight get one within 3 s).  Like the guide, it
decides no verdict (``pathsearch.guided``).

The arcs are oriented by the chain (from each pair's first point to its
second), so each set of paths has exactly one assignment: counts are exact.
They are also the arcs a genre's constraints may name (``genres.directed``:
Kaisu's path runs from S to G), returned by name.

The text is merged into the model a megabyte at a time (``_Sink``), with
the deadline and the halt checked before each merge: a 100 x 100 board of
20 pairs is 1.2 million clauses, which took 8 s and 1 GB to write and
parse whole, past a time limit of 1 s and deaf to Ctrl-C while the C++
parser ran.  The clauses of the labels are written as f-strings, not
through ``_or``: 570_25x32 (64 pairs) builds in 0.30 s instead of 0.48 s.

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

from collections.abc import Callable, Sequence
from typing import Any

from loopcp.cpsat.door import _merge, _new_model
from loopcp.cpsat.text import _circuit, _linear, _or
from loopcp.genres.directed import along
from loopcp.grid import Edge, Lattice, Point

Pair = tuple[Point, Point]
SPARSE = 21  # cells a pair from which a board's core has the guide
CHUNK_CHARS = 1 << 20  # text merged into the model at a time, with a ``check()`` before each merge


class _Sink:
    """Text merged into a model a chunk at a time, with ``check()`` before each: the deadline and a halt
    are kept while a huge board's core is written, and the text never piles up in memory."""

    def __init__(self, proto: Any, check: Callable[[], None]) -> None:
        self.proto = proto
        self.check = check
        self.pieces: list[str] = []
        self.size = 0

    def add(self, text: str) -> None:
        """One more piece of the model."""
        self.pieces.append(text)
        self.size += len(text)
        if self.size >= CHUNK_CHARS:
            self.flush()

    def flush(self) -> None:
        """Merge what was written since the last merge."""
        self.check()
        _merge(self.proto, "".join(self.pieces), "the generated path model")
        self.pieces.clear()
        self.size = 0


def path_core(
    lattice: Lattice, pairs: Sequence[Pair], check: Callable[[], None] = lambda: None, *, fill: bool = False
) -> tuple[object, dict[Edge, int], dict[Point, int], int | None, int | None, dict[Any, int]] | None:
    """The model's proto, each edge's variable, each point's self-loop, the guide and the fill switch (None on
    a dense board, and the fill switch None unless ``fill`` asks for it), and each arc's variable (by its
    term, ``genres.directed``); None when two pairs share a point.

    ``check()`` runs before each chunk of text is merged (``_Sink``): it raises to end the building.
    Not cached, unlike the loop core: the pairs are the puzzle's own.
    """
    ends = [p for pair in pairs for p in pair]
    if len(set(ends)) != len(ends) or any(not (0 <= i < lattice.rows and 0 <= j < lattice.cols) for i, j in ends):
        return None
    cols, npairs = lattice.cols, len(pairs)
    edges, points = list(lattice.edges()), list(lattice.points())
    sparse = lattice.rows * lattice.cols >= SPARSE * max(1, npairs)  # the module docstring
    # The variables: each edge's own and its two arcs, each point's self-loop, the guide, each point's labels,
    # the chain's always-on arc, the fill switch.
    first_off = 3 * len(edges)
    guide = first_off + len(points) if sparse else None
    first_label = first_off + len(points) + (guide is not None)
    chain = first_label + len(points) * npairs
    filled = chain + 1 if sparse and fill else None
    proto = _new_model()
    sink = _Sink(proto, check)
    for k in range(0, chain, 10_000):
        sink.add("variables{domain:[0,1]}" * min(10_000, chain - k))
    sink.add("variables{domain:[1,1]}" + "variables{domain:[0,1]}" * (filled is not None))
    tails: list[int] = []
    heads: list[int] = []
    arcs: list[int] = []
    edge_var: dict[Edge, int] = {}
    arc_var: dict[Any, int] = {}
    for n, (kind, i, j) in enumerate(edges):
        p = i * cols + j
        q = p + 1 if kind == "h" else p + cols
        e = 3 * n
        edge_var[(kind, i, j)] = e
        forward, backward = along((kind, i, j))
        arc_var[forward], arc_var[backward] = e + 1, e + 2
        sink.add(_linear({e: 1, e + 1: -1, e + 2: -1}, 0, 0))  # on exactly when one of its arcs is
        tails.extend((p, q))
        heads.extend((q, p))
        arcs.extend((e + 1, e + 2))
    off_var: dict[Point, int] = {}
    for n, point in enumerate(points):
        off_var[point] = first_off + n
        tails.append(n)
        heads.append(n)
        arcs.append(first_off + n)
    terminal = set(ends)
    for point in points:
        degree = {edge_var[e]: 1 for e in lattice.point_edges(point)}
        if point in terminal:
            sink.add(_linear(degree, 1, 1))
            sink.add(_or([-off_var[point] - 1]))
        else:
            sink.add(_linear({**degree, off_var[point]: 2}, 2, 2))
    label = {point: first_label + n * npairs for n, point in enumerate(points)}  # pair k's label: label[point] + k
    for point in points:
        sink.add(_linear({**{label[point] + k: 1 for k in range(npairs)}, off_var[point]: 1}, 1, 1))
    for k, pair in enumerate(pairs):
        for point in pair:
            sink.add(_or([label[point] + k]))
    for edge, e in edge_var.items():
        sink.add(_edge_labels(edge, e, label, off_var, npairs=npairs, guide=guide))
    for k, (_, last) in enumerate(pairs):
        first = pairs[(k + 1) % npairs][0]
        tails.append(last[0] * cols + last[1])
        heads.append(first[0] * cols + first[1])
        arcs.append(chain)
    sink.add(_circuit(tails, heads, arcs))
    if filled is not None:  # switched on: every point on a path (Arukone's rule)
        for point in points:
            if point not in terminal:
                sink.add(_or([-filled - 1, -off_var[point] - 1]))
    sink.flush()
    return proto, edge_var, off_var, guide, filled, arc_var


def _edge_labels(
    edge: Edge, e: int, label: dict[Point, int], off_var: dict[Point, int], *, npairs: int, guide: int | None
) -> str:
    """An edge on joins two points on the paths, of one label; under the guide, two neighbours of one label
    are joined.  Written as text directly, the clauses of ``_or`` (a 100 x 100 board's core is millions)."""
    kind, i, j = edge
    one: Point = (i, j)
    two: Point = (i, j + 1) if kind == "h" else (i + 1, j)
    ne = -e - 1
    out = [_or([ne, -off_var[one] - 1]), _or([ne, -off_var[two] - 1])]  # implied by the degrees; 3% faster so
    a0, b0 = label[one], label[two]
    for k in range(npairs):
        a, b = a0 + k, b0 + k
        out.append(f"constraints{{bool_or{{literals:[{ne},{-a - 1},{b}]}}}}")
        out.append(f"constraints{{bool_or{{literals:[{ne},{a},{-b - 1}]}}}}")
        if guide is not None:  # guided: one path's neighbours join
            out.append(f"constraints{{bool_or{{literals:[{-guide - 1},{e},{-a - 1},{-b - 1}]}}}}")
    return "".join(out)
