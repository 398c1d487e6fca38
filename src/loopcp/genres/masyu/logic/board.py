"""The Masyu deduction engine's board: fixed topology and the mutable state the rules work on.

Everything here is plain ints in lists and bytearrays, because the rules run
in CPython's inner loop and a trial (level ``deep``) copies the whole state
many times: a copy is a handful of slices.

Glossary (cells and edges are numbered once per board):

- cell ``c = i * cols + j``; direction ``k``: 0 east, 1 north, 2 west,
  3 south, so ``k ^ 2`` is the opposite one and ``1 << k`` its bit;
- edge ``e``: the contract's ``h[i][j]`` first (row by row), then
  ``v[i][j]``; ``edge_a[e]`` is its west or north cell, ``edge_b[e]`` the
  other, ``edge_dir[e]`` the direction from a to b (east or south);
- a cell *shape* is one of seven ways the loop can use a cell, as in
  Tatham's Pearl: blank, two straights, four corners.  ``mask[c]`` holds
  the shapes still possible, one bit each; the masks are always exactly
  what the pearls and the known edges allow (Tatham's rule "edge -> cell"
  is applied inside ``set_edge``), so a position is fully described by its
  edges.
- a *fragment* is a path of line edges; ``mate`` of one end is the other
  end and ``size`` the number of cells on it (kept only at its ends).

Roads not taken: a numpy array per state is slower to index one element at
a time than a bytearray, and recomputing fragments with a union-find per
query (Tatham) costs a pass over the board that the end-to-end ``mate``
map avoids.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from loopcp.puzzle import Edge, Puzzle

UNK, ON, OFF = 0, 1, 2  # edge states inside the engine (the public values are LINE=1, CROSS=-1, UNKNOWN=0)
DIR_NAMES = ("east", "north", "west", "south")
DI = (0, -1, 0, 1)  # row step per direction
DJ = (1, 0, -1, 0)  # column step per direction

# The seven shapes, as the set of directions the loop leaves the cell by.
BLANK_SHAPE, EW, NS, NE, NW, SW, SE = range(7)
SHAPE_DIRS = (0, 0b0101, 0b1010, 0b0011, 0b0110, 0b1100, 0b1001)
ALL_SHAPES = 0x7F
BLANK = 1 << BLANK_SHAPE
STRAIGHTS = (1 << EW) | (1 << NS)
CORNERS = (1 << NE) | (1 << NW) | (1 << SW) | (1 << SE)
WHITE, BLACK = "0", "1"

WITH = tuple(sum(1 << s for s in range(7) if SHAPE_DIRS[s] >> k & 1) for k in range(4))
WITHOUT = tuple(ALL_SHAPES & ~w for w in WITH)
CORNERS_WITH = tuple(w & CORNERS for w in WITH)
STRAIGHT_ALONG = (1 << EW, 1 << NS, 1 << EW, 1 << NS)  # the straight through a cell along direction k's axis


def _fold(mask: int, both: bool) -> int:
    """The directions that every (both) or some (not both) shape in the mask uses."""
    out = 0b1111 if both else 0
    for s in range(7):
        if mask >> s & 1:
            out = out & SHAPE_DIRS[s] if both else out | SHAPE_DIRS[s]
    return out


MASK_OR = tuple(_fold(m, False) for m in range(128))  # a direction missing here is a cross
MASK_AND = tuple(_fold(m, True) if m else 0 for m in range(128))  # a direction here is a line


class Contradiction(Exception):  # noqa: N818 - a signal inside the engine, not an error for users
    """The position admits no loop; the message says why, in words."""


@dataclass(frozen=True, slots=True)
class Topology:
    """The board's fixed structure, computed once per puzzle."""

    rows: int
    cols: int
    cells: int
    edges: int
    edge_a: list[int]
    edge_b: list[int]
    edge_dir: list[int]
    edge_names: list[Edge]
    cell_edge: list[int]  # 4 * c + k: the edge leaving cell c in direction k, or -1 at the border
    cell_nbr: list[int]  # 4 * c + k: the cell next to c in direction k, or -1
    pearls: bytes  # per cell: 0 none, 1 white, 2 black
    near_pearls: list[list[int]]  # per cell: the pearls whose rules read its shapes (itself and neighbours)
    initial_mask: bytes  # per cell: the shapes that its pearl and the border allow
    faces: int  # faces of the lattice of centres, plus one for everything beyond the board (the last)
    edge_side_a: list[int]  # the face above (h) or left of (v) each edge
    edge_side_b: list[int]  # the face below or right of it
    cell_corners: list[int]  # 4 * c + q: the faces around cell c, q = 0 NW, 1 NE, 2 SE, 3 SW


def topology(puzzle: Puzzle) -> Topology:
    """Number the cells and edges of a Masyu board and note which pearls watch which cell."""
    rows, cols = puzzle.rows, puzzle.cols
    n = rows * cols
    edge_a: list[int] = []
    edge_b: list[int] = []
    edge_dir: list[int] = []
    names: list[Edge] = []
    for i in range(rows):
        for j in range(cols - 1):
            edge_a.append(i * cols + j)
            edge_b.append(i * cols + j + 1)
            edge_dir.append(0)
            names.append(("h", i, j))
    for i in range(rows - 1):
        for j in range(cols):
            edge_a.append(i * cols + j)
            edge_b.append((i + 1) * cols + j)
            edge_dir.append(3)
            names.append(("v", i, j))
    cell_edge = [-1] * (4 * n)
    cell_nbr = [-1] * (4 * n)
    for e, (a, b, k) in enumerate(zip(edge_a, edge_b, edge_dir, strict=True)):
        cell_edge[4 * a + k] = e
        cell_edge[4 * b + (k ^ 2)] = e
        cell_nbr[4 * a + k] = b
        cell_nbr[4 * b + (k ^ 2)] = a
    pearls = bytearray(n)
    mask = bytearray(n)
    for c in range(n):
        ch = puzzle.cells[c // cols][c % cols]
        pearls[c] = 1 if ch == WHITE else 2 if ch == BLACK else 0
        m = STRAIGHTS if ch == WHITE else CORNERS if ch == BLACK else ALL_SHAPES
        for k in range(4):
            if cell_edge[4 * c + k] < 0:
                m &= WITHOUT[k]
        mask[c] = m
    near: list[list[int]] = []
    for c in range(n):
        around = [c] + [x for x in cell_nbr[4 * c : 4 * c + 4] if x >= 0]
        near.append([x for x in around if pearls[x]])
    outside = (rows - 1) * (cols - 1)

    def face(i: int, j: int) -> int:
        return i * (cols - 1) + j if 0 <= i < rows - 1 and 0 <= j < cols - 1 else outside

    side_a = [face(i - 1, j) if k == 0 else face(i, j - 1) for (_, i, j), k in zip(names, edge_dir, strict=True)]
    side_b = [face(i, j) for _, i, j in names]
    corners = [f for c in range(n) for f in _corners(face, c // cols, c % cols)]
    return Topology(
        rows,
        cols,
        n,
        len(edge_a),
        edge_a,
        edge_b,
        edge_dir,
        names,
        cell_edge,
        cell_nbr,
        bytes(pearls),
        near,
        bytes(mask),
        outside + 1,
        side_a,
        side_b,
        corners,
    )


def _corners(face: Callable[[int, int], int], i: int, j: int) -> tuple[int, int, int, int]:
    return face(i - 1, j - 1), face(i - 1, j), face(i, j), face(i, j - 1)


class FaceColours:
    """The faces' union-find with parity: which faces lie on the same or opposite sides of the loop."""

    __slots__ = ("colouring", "members", "parent", "parity")

    def __init__(self) -> None:
        self.colouring = False  # whether the union-find is kept (from the first expert sweep on)
        self.parent: list[int] = []
        self.parity: list[int] = []
        self.members: list[int] = []  # faces in each class, at its root: the smaller class goes under the larger

    def root(self, x: int) -> tuple[int, int]:
        """A face's class and its parity relative to the class root (path halving)."""
        parent, parity = self.parent, self.parity
        p = 0
        while parent[x] != x:
            up = parent[x]
            top = parent[up]
            parity[x] ^= parity[up]
            parent[x] = top
            p ^= parity[x]
            x = top
        return x, p

    def relation(self, x: int, y: int) -> int:
        """Whether two faces lie on the same side of the loop (0), opposite sides (1), or not known (-1)."""
        rx, px = self.root(x)
        ry, py = self.root(y)
        return px ^ py if rx == ry else -1

    def relate(self, x: int, y: int, rel: int) -> bool:
        """Record that two faces are on the same (0) or opposite (1) sides; True if that was news."""
        rx, px = self.root(x)
        ry, py = self.root(y)
        if rx == ry:
            if px ^ py != rel:
                raise Contradiction("the inside and outside of the loop cannot be told apart consistently")
            return False
        members = self.members
        if members[rx] > members[ry]:
            rx, ry = ry, rx
        self.parent[rx] = ry
        self.parity[rx] = px ^ py ^ rel
        members[ry] += members[rx]
        return True


class Board(FaceColours):
    """The mutable state: edge states, shape masks, fragments and the queues that say what to look at next.

    ``set_edge`` is the one door that changes an edge: it narrows both
    cells' masks, joins fragments, notes a closed loop, and queues the cells
    and pearls whose rules may now fire.  It raises ``Contradiction``.
    """

    __slots__ = (
        "cell_queue",
        "cell_queued",
        "closed",
        "deg",
        "edge",
        "lines",
        "log",
        "mask",
        "mate",
        "nonblank",
        "pearl_queue",
        "pearl_queued",
        "size",
        "top",
        "unknown",
    )

    def __init__(self, top: Topology) -> None:
        self.top = top
        n = top.cells
        self.edge = bytearray(top.edges)
        self.mask = bytearray(top.initial_mask)
        self.deg = bytearray(n)
        self.mate = list(range(n))
        self.size = [1] * n
        self.lines = 0
        self.unknown = top.edges
        self.nonblank = sum(1 for m in self.mask if not m & BLANK)
        self.closed = -1  # a cell of the loop once one has closed
        self.cell_queue: deque[int] = deque(range(n))
        self.cell_queued = bytearray(b"\x01" * n)
        self.pearl_queue: deque[int] = deque(c for c in range(n) if top.pearls[c])
        self.pearl_queued = bytearray(top.pearls)
        self.log: list[tuple[int, int]] | None = None  # the edges set by the step under way, when recording
        super().__init__()
        for c in range(n):
            if not self.mask[c]:
                raise Contradiction(f"the pearl at {_name(top, c)} has no way through it at the board edge")

    def copy(self) -> Board:
        """An independent copy for a trial: same topology, copied state, nothing logged."""
        other = Board.__new__(Board)
        other.top = self.top
        other.edge = self.edge[:]
        other.mask = self.mask[:]
        other.deg = self.deg[:]
        other.mate = self.mate[:]
        other.size = self.size[:]
        other.lines = self.lines
        other.unknown = self.unknown
        other.nonblank = self.nonblank
        other.closed = self.closed
        other.cell_queue = deque(self.cell_queue)
        other.cell_queued = self.cell_queued[:]
        other.pearl_queue = deque(self.pearl_queue)
        other.pearl_queued = self.pearl_queued[:]
        other.log = None
        other.colouring = self.colouring
        other.parent = self.parent[:]
        other.parity = self.parity[:]
        other.members = self.members[:]
        return other

    def set_edge(self, e: int, value: int) -> None:
        """Make edge e a line (ON) or a cross (OFF), with every bookkeeping consequence."""
        old = self.edge[e]
        if old == value:
            return
        top = self.top
        a, b = top.edge_a[e], top.edge_b[e]
        if old:
            raise Contradiction(f"the edge {_name(top, a)}-{_name(top, b)} would be both a line and a cross")
        self.edge[e] = value
        self.unknown -= 1
        if self.log is not None:
            self.log.append((e, value))
        k = top.edge_dir[e]
        self._narrow(a, WITH[k] if value == ON else WITHOUT[k])
        k ^= 2
        self._narrow(b, WITH[k] if value == ON else WITHOUT[k])
        if self.colouring:
            self.relate(top.edge_side_a[e], top.edge_side_b[e], 1 if value == ON else 0)
        if value == ON:
            self.lines += 1
            self.deg[a] += 1
            self.deg[b] += 1
            mate, size = self.mate, self.size
            end_a, end_b = mate[a], mate[b]
            if end_a == b:
                self.closed = a
            else:
                total = size[a] + size[b]
                mate[end_a], mate[end_b] = end_b, end_a
                size[end_a] = size[end_b] = total

    def _narrow(self, c: int, keep: int) -> None:
        old = self.mask[c]
        new = old & keep
        if new == old:
            return
        if not new:
            raise Contradiction(f"{_name(self.top, c)} has no way left for the loop to pass or avoid it")
        self.mask[c] = new
        if old & BLANK and not new & BLANK:
            self.nonblank += 1
        if not self.cell_queued[c]:
            self.cell_queued[c] = 1
            self.cell_queue.append(c)
        for p in self.top.near_pearls[c]:
            if not self.pearl_queued[p]:
                self.pearl_queued[p] = 1
                self.pearl_queue.append(p)

    def narrow(self, c: int, keep: int) -> None:
        """Remove shapes from a cell (a pearl rule's conclusion); raises if none is left."""
        self._narrow(c, keep)

    def start_colouring(self) -> None:
        """Build the face union-find from the known edges; ``set_edge`` keeps it up to date after this."""
        top = self.top
        self.parent = list(range(top.faces))
        self.parity = [0] * top.faces
        self.members = [1] * top.faces
        self.colouring = True
        for e in range(top.edges):
            if self.edge[e]:
                self.relate(top.edge_side_a[e], top.edge_side_b[e], 1 if self.edge[e] == ON else 0)

    def value(self, c: int, k: int) -> int:
        """The state of the edge leaving cell c in direction k; the border counts as a cross."""
        e = self.top.cell_edge[4 * c + k]
        return OFF if e < 0 else self.edge[e]


def _name(top: Topology, c: int) -> str:
    return f"r{c // top.cols + 1}c{c % top.cols + 1}"


def cell_text(top: Topology, c: int) -> str:
    """A cell as step text names it: ``r1c1`` is the top-left cell."""
    return _name(top, c)
