"""The loop's core in CP-SAT's text format: faces, edges, arcs, degrees and the circuit of one lattice size.

``model.py``'s docstring gives the model; this module only writes it, and
writes it fast.  Each edge's five constraints and each point's degree
clauses are one f-string, from variable numbers computed by formula
instead of looked up: 28 ms for the 60 x 60 lattice's text, where writing
it constraint by constraint through small writers (as ``tests/test_cpsat.py`` still does) took 95 ms.
Parsing the text (in C++) is the other half of a core's cost, and the text
is byte for byte what those writers produced (a test compares them), so
CP-SAT sees the very same model.

Variables: face (a, b) is ``a * fcols + b``; then each inner edge's
``e, forward arc, backward arc``, horizontal edges row by row and then
vertical ones; then each point's self-loop, row by row.  An edge on the
border is the literal of its one face, and its one arc is that literal.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from loopcp.grid import Edge, Point


@dataclass(frozen=True, slots=True)
class CoreText:
    """The text of one lattice's core, in pieces, with the variable tables that read its solutions."""

    variables: int
    pieces: list[str]  # the constraints before the circuit, a few per piece
    tails: list[int]
    heads: list[int]
    arcs: list[int]
    edge_var: dict[Edge, int]
    off_var: dict[Point, int]


def edge_text(e: int, a: int, b: int, forward: int, backward: int) -> str:
    """An inner edge ``e`` between faces ``a`` and ``b``: on exactly when they differ; its arcs ``e + 1`` and
    ``e + 2`` each on exactly when the edge is and the face ``forward`` (``backward``) is inside.

    ``cpsat/graph.py`` writes the edges of Loopy's other grids with it too.
    """
    ne = -e - 1
    return (
        f"constraints{{bool_xor{{literals:[{ne},{a},{b}]}}}}"
        f"constraints{{enforcement_literal:{e + 1} bool_and{{literals:[{e},{forward}]}}}}"
        f"constraints{{bool_or{{literals:[{ne},{-forward - 1},{e + 1}]}}}}"
        f"constraints{{enforcement_literal:{e + 2} bool_and{{literals:[{e},{backward}]}}}}"
        f"constraints{{bool_or{{literals:[{ne},{-backward - 1},{e + 2}]}}}}"
    )


def _degree(negs: list[int]) -> str:
    """No three edges of a point on (so never four): a clause for each three of its negated edges."""
    if len(negs) == 4:
        w, x, y, z = negs
        return (
            f"constraints{{bool_or{{literals:[{w},{x},{y}]}}}}constraints{{bool_or{{literals:[{w},{x},{z}]}}}}"
            f"constraints{{bool_or{{literals:[{w},{y},{z}]}}}}constraints{{bool_or{{literals:[{x},{y},{z}]}}}}"
        )
    if len(negs) == 3:
        return f"constraints{{bool_or{{literals:[{negs[0]},{negs[1]},{negs[2]}]}}}}"
    return ""


def core_text(rows: int, cols: int, check: Callable[[], None]) -> CoreText:
    """The core of a lattice of ``rows`` x ``cols`` points (at least 2 x 2); ``check()`` runs once a row."""
    frows, fcols = rows - 1, cols - 1
    nvars = frows * fcols
    pieces: list[str] = []
    tails: list[int] = []
    heads: list[int] = []
    arcs: list[int] = []
    edge_var: dict[Edge, int] = {}
    hvar = [[0] * fcols for _ in range(rows)]
    vvar = [[0] * cols for _ in range(frows)]
    for i in range(rows):  # ("h", i, j): point (i, j) to (i, j + 1), faces above and below; east has below inside
        check()
        for j in range(fcols):
            p = i * cols + j
            if i in (0, frows):  # one face: below on the top row (the east arc), above on the bottom row
                lit = j if i == 0 else (i - 1) * fcols + j
                tails.append(p if i == 0 else p + 1)
                heads.append(p + 1 if i == 0 else p)
                arcs.append(lit)
                edge_var["h", i, j] = hvar[i][j] = lit
                continue
            above, below = (i - 1) * fcols + j, i * fcols + j
            edge_var["h", i, j] = hvar[i][j] = nvars
            pieces.append(edge_text(nvars, above, below, below, above))
            tails += (p, p + 1)
            heads += (p + 1, p)
            arcs += (nvars + 1, nvars + 2)
            nvars += 3
    for i in range(frows):  # ("v", i, j): point (i, j) to (i + 1, j), faces left and right; south has left inside
        check()
        for j in range(cols):
            p = i * cols + j
            if j in (0, fcols):  # one face: right on the left column (the north arc), left on the right column
                lit = i * fcols if j == 0 else i * fcols + j - 1
                tails.append(p + cols if j == 0 else p)
                heads.append(p if j == 0 else p + cols)
                arcs.append(lit)
                edge_var["v", i, j] = vvar[i][j] = lit
                continue
            left, right = i * fcols + j - 1, i * fcols + j
            edge_var["v", i, j] = vvar[i][j] = nvars
            pieces.append(edge_text(nvars, left, right, left, right))
            tails += (p, p + cols)
            heads += (p + cols, p)
            arcs += (nvars + 1, nvars + 2)
            nvars += 3
    off_var: dict[Point, int] = {}
    for i in range(rows):
        check()
        for j in range(cols):  # the edges west, east, north, south, as ``Lattice.point_edges`` lists them
            negs = [-hvar[i][j - 1] - 1] if j > 0 else []
            if j < fcols:
                negs.append(-hvar[i][j] - 1)
            if i > 0:
                negs.append(-vvar[i - 1][j] - 1)
            if i < frows:
                negs.append(-vvar[i][j] - 1)
            p = i * cols + j
            tails.append(p)  # the point's self-loop: off the loop
            heads.append(p)
            arcs.append(nvars)
            off_var[i, j] = nvars
            nvars += 1
            pieces.append(_degree(negs))
    return CoreText(nvars, pieces, tails, heads, arcs, edge_var, off_var)
