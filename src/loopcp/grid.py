"""Geometry of a rectangular lattice of points, and nothing else.

Every genre's loop lives on such a lattice: Slitherlink on the corners of its
cells, Masyu on the centres of its cells.  The lattice's own square "faces"
are the regions the loop separates into inside and outside; for Slitherlink
they are exactly the puzzle's cells.

Glossary (coordinates as in the contract: rows from the top, columns from
the left, both from 0).  ``puzzle.py`` re-exports these names.

- ``Cell``: a square of the puzzle's board, e.g. ``(0, 0)`` top left.
- ``Point``: a lattice point the loop may pass through, e.g. ``(2, 3)``.
  For the Slitherlink family these are the (m+1) x (n+1) corners of the
  cells; for Masyu they are the m x n cell centres.
- ``Edge``: a side between two neighbouring points, e.g. ``("h", 2, 3)``
  from point (2, 3) to (2, 4), or ``("v", 2, 3)`` from (2, 3) to (3, 3).
- ``Face``: a square between four lattice points, e.g. ``(0, 0)`` between
  points (0, 0) and (1, 1).  For Slitherlink the faces are the cells; for
  Masyu they lie between the cell centres.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Literal

# What sits on a board, shared by every genre (a record's ``board`` names one):
DOTS = "dots"  # the loop runs along the cells' sides, through the (m+1) x (n+1) dots at their corners
CENTRES = "centres"  # the loop runs through the m x n cells' centres, from a cell to its neighbour
BOARDS = (DOTS, CENTRES)

# The grids of Simon Tatham's Loopy as ``--grid`` names them, by his type number (``t0`` to ``t15``).
GRID_NAMES = (
    "square",
    "triangular",
    "honeycomb",
    "snubsquare",
    "cairo",
    "greathexagonal",
    "octagonal",
    "kites",
    "floret",
    "dodecagonal",
    "greatdodecagonal",
    "penrose-p2",
    "penrose-p3",
    "greatgreatdodecagonal",
    "kagome",
    "compassdodecagonal",
)

Cell = tuple[int, int]  # (row, col) of a board square: (0, 0) is the top-left cell
Point = tuple[int, int]  # (row, col) of a lattice point: (2, 3)
Edge = tuple[Literal["h", "v"], int, int]  # ("h", 2, 3) joins (2, 3)-(2, 4); ("v", 2, 3) joins (2, 3)-(3, 3)
Face = tuple[int, int]  # (row, col) of a square between four lattice points: (0, 0)
EDGE_KINDS: tuple[Literal["h", "v"], ...] = ("h", "v")  # for loops that build edges of both kinds


@dataclass(frozen=True, slots=True)
class Lattice:
    """A ``rows`` x ``cols`` lattice of points (not cells), and the points where the loop may cross itself.

    ``crossings`` (empty for most genres: ``Genre.crossings`` says) are the
    points where the loop may pass twice, once straight across and once
    straight down, four loop edges at the point.  Every engine reads them
    from here: the CP-SAT model (``cpsat.crossings``), the SAT engine's
    cuts, the verifier's walk and the generic deduction engine, so that a
    genre that says where its loop crosses needs nothing else.

    ``many`` (``Genre.loops == "many"``: Nagenawa) lets the answer be
    several loops: the engines keep their degree rules and drop the one
    that joins every line into one loop (``cpsat.crossings.loops_core_text``,
    the SAT engine's cuts, the verifier's walk, the deduction's closing chains).
    """

    rows: int
    cols: int
    crossings: frozenset[Point] = field(default=frozenset(), repr=False)
    many: bool = field(default=False, repr=False)

    def points(self) -> Iterator[Point]:
        """All points, row by row."""
        for i in range(self.rows):
            for j in range(self.cols):
                yield (i, j)

    def edges(self) -> Iterator[Edge]:
        """All edges: horizontal ones row by row, then vertical ones (the contract's order)."""
        for i in range(self.rows):
            for j in range(self.cols - 1):
                yield ("h", i, j)
        for i in range(self.rows - 1):
            for j in range(self.cols):
                yield ("v", i, j)

    def has_edge(self, edge: Edge) -> bool:
        """Whether an edge lies on this lattice."""
        kind, i, j = edge
        if kind == "h":
            return 0 <= i < self.rows and 0 <= j < self.cols - 1
        return kind == "v" and 0 <= i < self.rows - 1 and 0 <= j < self.cols

    def point_edges(self, point: Point) -> list[Edge]:
        """The two to four edges that touch a point: west, east, north, south."""
        i, j = point
        out: list[Edge] = []
        if j > 0:
            out.append(("h", i, j - 1))
        if j < self.cols - 1:
            out.append(("h", i, j))
        if i > 0:
            out.append(("v", i - 1, j))
        if i < self.rows - 1:
            out.append(("v", i, j))
        return out

    def faces(self) -> Iterator[Face]:
        """All faces (squares between points), row by row."""
        for i in range(self.rows - 1):
            for j in range(self.cols - 1):
                yield (i, j)

    def has_face(self, face: Face) -> bool:
        """Whether a face lies inside the lattice (the outside is not a face)."""
        return 0 <= face[0] < self.rows - 1 and 0 <= face[1] < self.cols - 1


class Mirror(int):
    """The left-right mirror, as a generator's symmetry: the board's columns reversed.

    The generators take a symmetry as ``turns``, the number of images of a
    cell (1 none, 2 half turn, 4 quarter turn), and ``image`` is the one
    place that moves a cell.  A mirror has two images, so it is the int 2
    to every count, ``range`` and ``turns > 1``; it equals and hashes only to
    itself, so no comparison or cache takes it for the half turn.  Roads not
    taken: a symmetry type threaded through every generator in place of
    ``turns`` (two hundred places, for one more member).
    """

    def __new__(cls) -> Mirror:
        return super().__new__(cls, 2)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Mirror)

    def __ne__(self, other: object) -> bool:
        return not isinstance(other, Mirror)

    def __hash__(self) -> int:
        return hash((Mirror, 2))

    def __repr__(self) -> str:
        return "MIRROR"

    def __reduce__(self) -> tuple[type[Mirror], tuple[()]]:
        return (Mirror, ())


MIRROR = Mirror()


def image(cell: tuple[int, int], rows: int, cols: int, turns: int) -> tuple[int, int]:
    """Where a cell (or face) of a rows x cols board goes under the symmetry ``turns``.

    A half turn (2), a quarter turn clockwise (4, square boards) or the
    mirror (``MIRROR``); 1, no symmetry, leaves it where it is.
    """
    i, j = cell
    if isinstance(turns, Mirror):
        return (i, cols - 1 - j)
    if turns == 1:
        return cell
    return (j, rows - 1 - i) if turns == 4 else (rows - 1 - i, cols - 1 - j)


def edge_ends(edge: Edge) -> tuple[Point, Point]:
    """The two points an edge joins."""
    kind, i, j = edge
    if kind == "h":
        return (i, j), (i, j + 1)
    return (i, j), (i + 1, j)


def face_edges(face: Face) -> tuple[Edge, Edge, Edge, Edge]:
    """The four sides of a face: top, bottom, left, right."""
    i, j = face
    return ("h", i, j), ("h", i + 1, j), ("v", i, j), ("v", i, j + 1)


def edge_faces(edge: Edge) -> tuple[Face, Face]:
    """The faces on the two sides of an edge: (above, below) or (left, right).

    Either may lie outside the lattice; callers check with ``has_face``.
    """
    kind, i, j = edge
    if kind == "h":
        return (i - 1, j), (i, j)
    return (i, j - 1), (i, j)


def lattice_of(board: str, rows: int, cols: int) -> Lattice:
    """The lattice of points a loop runs through on a board of ``rows`` x ``cols`` cells.

    >>> lattice_of(DOTS, 3, 4), lattice_of(CENTRES, 3, 4)
    (Lattice(rows=4, cols=5), Lattice(rows=3, cols=4))
    """
    if board == DOTS:
        return Lattice(rows + 1, cols + 1)
    if board == CENTRES:
        return Lattice(rows, cols)
    raise ValueError(f"unknown board {board!r}; one of: {', '.join(BOARDS)}")


def edge_between(a: Cell, b: Cell) -> Edge:
    """The edge between two neighbouring cells (centres, or points)."""
    (i, j), (k, _) = sorted((a, b))
    return ("h", i, j) if i == k else ("v", i, j)


Matrix = Sequence[Sequence[int]]  # the contract's h or v: rows of 0/1

SQUARE_TILE = 20  # Tatham's square grid (Loopy's t0) puts point (i, j) at x = 20 j, y = 20 i


def ring(h: Matrix, v: Matrix, start: Point | None = None) -> list[Point]:
    """A single loop's points in order, from ``start`` (default: its first point in reading order), toward
    the start's smaller neighbour: the loop's form on every grid, read straight off the contract's matrices.

    The neighbours of (i, j) in increasing order are north, west, east and
    south, so the first one on the loop is the smaller.  This only reads a
    loop (the verifier says what is wrong with lines that are not one);
    where there is none it stops with ``ValueError`` rather than walk on.
    """
    rows = len(h)
    cols = len(h[0]) + 1 if h else 1
    if start is None:
        start = next((p for p in itertools.product(range(rows), range(cols)) if _touched(h, v, *p)), None)
        if start is None:
            return []
    order, (pi, pj), (i, j) = [start], (-1, -1), start
    for _ in range(rows * cols):
        if i > 0 and v[i - 1][j] and (i - 1, j) != (pi, pj):
            step = (i - 1, j)
        elif j > 0 and h[i][j - 1] and (i, j - 1) != (pi, pj):
            step = (i, j - 1)
        elif j < cols - 1 and h[i][j] and (i, j + 1) != (pi, pj):
            step = (i, j + 1)
        elif i < rows - 1 and v[i][j] and (i + 1, j) != (pi, pj):
            step = (i + 1, j)
        else:
            break
        if step == start:
            return order
        order.append(step)
        (pi, pj), (i, j) = (i, j), step
    raise ValueError(f"the lines are not one loop through {start}")


def _touched(h: Matrix, v: Matrix, i: int, j: int) -> bool:
    return bool(
        (j > 0 and h[i][j - 1]) or (j < len(h[0]) and h[i][j]) or (i > 0 and v[i - 1][j]) or (i < len(v) and v[i][j])
    )
