"""The Slitherlink board as flat integer tables, built once per puzzle for the deduction engine.

Why flat tables: the engine's inner loops run in CPython, where indexing a
list of ints is several times cheaper than building tuples, hashing edge
names or indexing numpy arrays.  So every edge, point ("dot"), cell
("face") and corner pair ("dline") gets an int index, and each relation
is a list of ints or of small tuples of ints.

Numbering (``R`` x ``C`` cells, ``(R+1)`` x ``(C+1)`` dots):

- edge ``h[i][j]`` is ``i*C + j``; edge ``v[i][j]`` is ``NH + i*(C+1) + j`` with ``NH = (R+1)*C``;
- dot ``(i, j)`` is ``i*(C+1) + j``; face (cell) ``(r, c)`` is ``r*C + c``; the outside is face ``F = R*C``;
- a face's edges run clockwise: top, right, bottom, left; corner ``k`` of a face lies between its
  edges ``k`` and ``k+1`` (top-right, bottom-right, bottom-left, top-left);
- a dot's edges run clockwise: north, east, south, west (those that exist);
- a *dline* (Tatham's word) is a dot with two edges next to each other around it, i.e. one corner
  of the face between them.  Dots on the border also have dlines whose face is the outside (a
  corner dot has two dlines on the same pair of edges: the cell's corner and the outside's).

``build`` makes the square's tables; ``from_geometry`` makes the same kind of
tables for any grid of Tatham's Loopy (faces of any size, dots of any
degree), numbered as the CP-SAT model numbers its edges.  No rule reads
``rows`` or ``cols``: only the square's words and positions do.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from loopcp.logic.base import check_deadline
from loopcp.loopygrids.geometry import Geometry, edges_of
from loopcp.puzzle import Edge


@dataclass(frozen=True, slots=True)
class Topology:
    """Index tables of an ``R`` x ``C`` Slitherlink board (see the module docstring)."""

    rows: int
    cols: int
    n_edges: int
    n_dots: int
    n_faces: int  # cells only; the outside is face index n_faces
    edge_dots: tuple[tuple[int, int], ...]
    edge_faces: tuple[tuple[int, int], ...]  # (above/left, below/right); n_faces for the outside
    dot_edges: tuple[tuple[int, ...], ...]  # clockwise N, E, S, W
    dot_dlines: tuple[tuple[int, ...], ...]  # dline k joins dot_edges[k] and dot_edges[k+1]
    dot_faces: tuple[tuple[int, ...], ...]  # the cells that have this dot as a corner
    face_edges: tuple[tuple[int, ...], ...]  # square: top, right, bottom, left; any grid: around the face
    face_dlines: tuple[tuple[int, ...], ...]  # corner k between face edges k and k+1
    dline_dot: tuple[int, ...]
    dline_edges: tuple[tuple[int, int], ...]
    dline_face: tuple[int, ...]
    dline_apart: tuple[tuple[int, ...], ...]  # the dlines at the same dot sharing no edge with this one
    edge_between: dict[tuple[int, int], int]  # (dot, dot) -> edge, both orders

    def edge_name(self, e: int) -> Edge:
        """The contract's name of an edge index."""
        nh = (self.rows + 1) * self.cols
        if e < nh:
            return ("h", e // self.cols, e % self.cols)
        k = e - nh
        return ("v", k // (self.cols + 1), k % (self.cols + 1))

    def edge_index(self, edge: Edge) -> int:
        """The index of a contract edge name."""
        kind, i, j = edge
        if kind == "h":
            return i * self.cols + j
        return (self.rows + 1) * self.cols + i * (self.cols + 1) + j


def build(rows: int, cols: int, deadline: float | None = None) -> Topology:
    """The tables of a board of ``rows`` x ``cols`` cells (seconds for the largest: ``deadline`` bounds them)."""
    nr, nc = rows, cols
    nh = (nr + 1) * nc
    n_edges = nh + nr * (nc + 1)
    nf = nr * nc

    def h(i: int, j: int) -> int:
        return i * nc + j

    def v(i: int, j: int) -> int:
        return nh + i * (nc + 1) + j

    def dot(i: int, j: int) -> int:
        return i * (nc + 1) + j

    def face(r: int, c: int) -> int:
        return r * nc + c if 0 <= r < nr and 0 <= c < nc else nf

    edge_dots: list[tuple[int, int]] = [(0, 0)] * n_edges
    edge_faces: list[tuple[int, int]] = [(0, 0)] * n_edges
    for i in range(nr + 1):
        for j in range(nc):
            edge_dots[h(i, j)] = (dot(i, j), dot(i, j + 1))
            edge_faces[h(i, j)] = (face(i - 1, j), face(i, j))
    for i in range(nr):
        for j in range(nc + 1):
            edge_dots[v(i, j)] = (dot(i, j), dot(i + 1, j))
            edge_faces[v(i, j)] = (face(i, j - 1), face(i, j))

    dot_edges: list[tuple[int, ...]] = []
    dot_dlines: list[tuple[int, ...]] = []
    dline_dot: list[int] = []
    dline_edges: list[tuple[int, int]] = []
    dline_face: list[int] = []
    dline_apart: list[tuple[int, ...]] = []
    corner_dline: dict[tuple[int, int], int] = {}  # (face, dot) -> dline, for cells only
    for i in range(nr + 1):
        check_deadline(deadline)
        for j in range(nc + 1):
            # clockwise: north, east, south, west; each with the face clockwise after it
            around = []
            if i > 0:
                around.append((v(i - 1, j), face(i - 1, j)))  # north edge, then the north-east face
            if j < nc:
                around.append((h(i, j), face(i, j)))  # east edge, then the south-east face
            if i < nr:
                around.append((v(i, j), face(i, j - 1)))  # south edge, then the south-west face
            if j > 0:
                around.append((h(i, j - 1), face(i - 1, j - 1)))  # west edge, then the north-west face
            d = dot(i, j)
            edges = tuple(e for e, _ in around)
            n = len(edges)
            first = len(dline_dot)
            ids = []
            for k in range(n):
                a, b = edges[k], edges[(k + 1) % n]
                # the face between edge k and edge k+1 going clockwise: the face after edge k,
                # unless edge k+1 is not the next compass direction (then the outside lies between)
                f = around[k][1] if _next_direction(i, j, nr, nc, k) else nf
                ids.append(first + k)
                dline_dot.append(d)
                dline_edges.append((a, b))
                dline_face.append(f)
                dline_apart.append((first + (k + 2) % 4,) if n == 4 else ())
                if f != nf:
                    corner_dline[(f, d)] = first + k
            dot_edges.append(edges)
            dot_dlines.append(tuple(ids))

    face_edges: list[tuple[int, int, int, int]] = []
    face_dlines: list[tuple[int, int, int, int]] = []
    for r in range(nr):
        for c in range(nc):
            f = face(r, c)
            face_edges.append((h(r, c), v(r, c + 1), h(r + 1, c), v(r, c)))
            face_dlines.append(
                (
                    corner_dline[(f, dot(r, c + 1))],
                    corner_dline[(f, dot(r + 1, c + 1))],
                    corner_dline[(f, dot(r + 1, c))],
                    corner_dline[(f, dot(r, c))],
                )
            )

    return _tables(
        rows=nr, cols=nc, edge_dots=edge_dots, edge_faces=edge_faces, dot_edges=dot_edges, dot_dlines=dot_dlines,
        face_edges=face_edges, face_dlines=face_dlines, dline_dot=dline_dot, dline_edges=dline_edges,
        dline_face=dline_face, dline_apart=dline_apart,
    )  # fmt: skip


def _tables(
    *,
    rows: int,
    cols: int,
    edge_dots: Sequence[tuple[int, int]],
    edge_faces: Sequence[tuple[int, int]],
    dot_edges: Sequence[tuple[int, ...]],
    dot_dlines: Sequence[tuple[int, ...]],
    face_edges: Sequence[tuple[int, ...]],
    face_dlines: Sequence[tuple[int, ...]],
    dline_dot: Sequence[int],
    dline_edges: Sequence[tuple[int, int]],
    dline_face: Sequence[int],
    dline_apart: Sequence[tuple[int, ...]],
) -> Topology:
    """A ``Topology`` from the tables that ``build`` and ``from_geometry`` make, with what follows from them:
    the counts, each dot's faces, and the edge between two dots."""
    nf = len(face_edges)
    between: dict[tuple[int, int], int] = {}
    for e, (a, b) in enumerate(edge_dots):
        between[(a, b)] = between[(b, a)] = e
    return Topology(
        rows=rows,
        cols=cols,
        n_edges=len(edge_dots),
        n_dots=len(dot_edges),
        n_faces=nf,
        edge_dots=tuple(edge_dots),
        edge_faces=tuple(edge_faces),
        dot_edges=tuple(dot_edges),
        dot_dlines=tuple(dot_dlines),
        dot_faces=tuple(tuple(sorted({dline_face[k] for k in ids} - {nf})) for ids in dot_dlines),
        face_edges=tuple(face_edges),
        face_dlines=tuple(face_dlines),
        dline_dot=tuple(dline_dot),
        dline_edges=tuple(dline_edges),
        dline_face=tuple(dline_face),
        dline_apart=tuple(dline_apart),
        edge_between=between,
    )


def _next_direction(i: int, j: int, nr: int, nc: int, k: int) -> bool:
    """Whether edge k+1 around a dot is the next compass direction clockwise after edge k.

    When it is not (a border dot skips a missing direction), the outside lies between them.
    """
    dirs = []
    if i > 0:
        dirs.append(0)
    if j < nc:
        dirs.append(1)
    if i < nr:
        dirs.append(2)
    if j > 0:
        dirs.append(3)
    n = len(dirs)
    return n > 1 and (dirs[k] + 1) % 4 == dirs[(k + 1) % n]


def from_geometry(geometry: Geometry) -> Topology:
    """The tables of any planar grid of Loopy: its dots (integer coordinates) and faces (cycles of dots).

    Edges are numbered as ``loopygrids.geometry.edges_of`` numbers them (the order the
    faces first meet them), so that edge ``k`` is the same edge for the
    CP-SAT model and here.  Around a dot the edges run by angle; a dline
    joins two edges next to each other and belongs to the face between
    them (``n_faces``, the outside, where there is none).  A face's edge
    ``k`` joins its dots ``k`` and ``k+1``; its corner ``k`` lies between
    its edges ``k`` and ``k+1``.  ``rows`` and ``cols`` are 0: no square
    naming (``edge_name``) applies.
    """

    coords, faces = geometry.dots, geometry.faces
    pairs = edges_of(faces)
    index = {p: k for k, p in enumerate(pairs)}
    n_edges, n_dots, nf = len(pairs), len(coords), len(faces)

    def edge(a: int, b: int) -> int:
        return index[(a, b) if a < b else (b, a)]

    sides: list[list[int]] = [[] for _ in range(n_edges)]
    face_edges = []
    for f, face in enumerate(faces):
        n = len(face)
        face_edges.append(tuple(edge(face[k], face[(k + 1) % n]) for k in range(n)))
        for e in face_edges[-1]:
            sides[e].append(f)
    edge_faces = tuple((s[0], s[1] if len(s) > 1 else nf) for s in sides)

    around: list[list[tuple[float, int]]] = [[] for _ in range(n_dots)]
    for e, (a, b) in enumerate(pairs):
        (xa, ya), (xb, yb) = coords[a], coords[b]
        around[a].append((math.atan2(yb - ya, xb - xa), e))
        around[b].append((math.atan2(ya - yb, xa - xb), e))
    dot_edges = tuple(tuple(e for _, e in sorted(x)) for x in around)

    # The face in the turn from one edge to the next around a dot (by increasing angle): at corner d of a
    # face whose dots run by increasing angle (positive area), the turn goes from the edge to the next
    # dot to the edge to the previous one.
    turn_face: dict[tuple[int, int, int], int] = {}
    for f, face in enumerate(faces):
        n = len(face)
        area = sum(
            coords[face[k]][0] * coords[face[(k + 1) % n]][1] - coords[face[(k + 1) % n]][0] * coords[face[k]][1]
            for k in range(n)
        )
        for k in range(n):
            d = face[k]
            to_next, to_prev = edge(d, face[(k + 1) % n]), edge(d, face[k - 1])
            turn = (to_next, to_prev) if area > 0 else (to_prev, to_next)
            turn_face[(d, *turn)] = f

    dot_dlines: list[tuple[int, ...]] = []
    dline_dot: list[int] = []
    dline_edges: list[tuple[int, int]] = []
    dline_face: list[int] = []
    dline_apart: list[tuple[int, ...]] = []
    corner: dict[tuple[int, int], int] = {}  # (face, dot) -> dline
    for d, edges in enumerate(dot_edges):
        n, first = len(edges), len(dline_dot)
        for k in range(n):
            a, b = edges[k], edges[(k + 1) % n]
            f = turn_face.get((d, a, b), nf)
            dline_dot.append(d)
            dline_edges.append((a, b))
            dline_face.append(f)
            dline_apart.append(tuple(first + m for m in range(n) if (m - k) % n not in (0, 1, n - 1)))
            if f != nf:
                corner[(f, d)] = first + k
        dot_dlines.append(tuple(range(first, first + n)))

    face_dlines = tuple(
        tuple(corner[(f, face[(k + 1) % len(face)])] for k in range(len(face))) for f, face in enumerate(faces)
    )
    return _tables(
        rows=0, cols=0, edge_dots=pairs, edge_faces=edge_faces, dot_edges=dot_edges, dot_dlines=dot_dlines,
        face_edges=face_edges, face_dlines=face_dlines, dline_dot=dline_dot, dline_edges=dline_edges,
        dline_face=dline_face, dline_apart=dline_apart,
    )  # fmt: skip
