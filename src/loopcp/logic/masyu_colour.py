"""Masyu level ``expert``: colouring the regions inside and outside the loop, with parity.

The loop cuts the plane into inside and outside.  The regions here are the
faces of the lattice of cell centres (each square between four centres)
and one more for everything beyond the board.  A line between two faces
means they lie on opposite sides, a cross means the same side.  A
union-find with a parity bit keeps what is known, and an unknown edge whose
two faces are already related is settled.

A cell's shape fixes how its four corner faces compare along the two
diagonals (north-west/south-east and north-east/south-west): empty, both
diagonals alike; straight, both differ; a corner, exactly one differs.  So
a white pearl's diagonals differ from the start, and a black pearl whose
one diagonal is known has the other settled.  Going the other way, a known
diagonal narrows the shapes a cell has left, and with them its edges.

The sweep is a pure function of the position (it is rebuilt from the
edges each time), so it needs no state between steps, and it returns every
edge it can settle at once; the engine applies them one at a time after
the lower levels have had their turn.  Row and column crossing parity are
special cases of this colouring.
"""

from __future__ import annotations

from functools import lru_cache

from loopcp.logic.masyu_board import MASK_AND, MASK_OR, OFF, ON, SHAPE_DIRS, UNK, Board, Contradiction

# For each shape: do the faces differ along the NW-SE diagonal, and along the NE-SW one?
_SHAPE_DIAGONALS = ((0, 0), (1, 1), (1, 1), (0, 1), (1, 0), (0, 1), (1, 0))  # blank EW NS NE NW SW SE


def _agree(mask: int, which: int) -> int:
    """The relation all shapes of a mask give one diagonal: 0 alike, 1 differ, -1 they disagree."""
    seen = {_SHAPE_DIAGONALS[s][which] for s in range(7) if mask >> s & 1}
    return seen.pop() if len(seen) == 1 else -1


DIAG = (tuple(_agree(m, 0) for m in range(128)), tuple(_agree(m, 1) for m in range(128)))
KEEP = tuple(  # KEEP[which][relation]: the shapes compatible with a diagonal's relation
    tuple(sum(1 << s for s in range(7) if _SHAPE_DIAGONALS[s][which] == r) for r in (0, 1)) for which in (0, 1)
)
assert len(SHAPE_DIRS) == len(_SHAPE_DIAGONALS)


@lru_cache(maxsize=64)
def faces(rows: int, cols: int) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], int]:
    """Per edge its two faces, and per cell its four (NW, NE, SE, SW) flattened; the outside's number."""
    outside = (rows - 1) * (cols - 1)

    def face(i: int, j: int) -> int:
        return i * (cols - 1) + j if 0 <= i < rows - 1 and 0 <= j < cols - 1 else outside

    side_a: list[int] = []
    side_b: list[int] = []
    for i in range(rows):
        for j in range(cols - 1):
            side_a.append(face(i - 1, j))
            side_b.append(face(i, j))
    for i in range(rows - 1):
        for j in range(cols):
            side_a.append(face(i, j - 1))
            side_b.append(face(i, j))
    corners: list[int] = []
    for i in range(rows):
        for j in range(cols):
            corners += [face(i - 1, j - 1), face(i - 1, j), face(i, j), face(i, j - 1)]
    return tuple(side_a), tuple(side_b), tuple(corners), outside


class _Parity:
    """Union-find over faces where each link says "same side" (0) or "opposite sides" (1)."""

    __slots__ = ("parent", "parity")

    def __init__(self, n: int) -> None:
        self.parent = list(range(n))
        self.parity = [0] * n

    def find(self, x: int) -> tuple[int, int]:
        """The root of x and x's parity relative to it (with path compression)."""
        parent, parity = self.parent, self.parity
        path = []
        while parent[x] != x:
            path.append(x)
            x = parent[x]
        root, acc = x, 0
        for y in reversed(path):
            acc ^= parity[y]
            parity[y] = acc
            parent[y] = root
        return root, (parity[path[0]] if path else 0)

    def relation(self, x: int, y: int) -> int:
        """0 same side, 1 opposite, -1 not known."""
        rx, px = self.find(x)
        ry, py = self.find(y)
        return px ^ py if rx == ry else -1

    def union(self, x: int, y: int, rel: int) -> bool:
        """Record a relation; True if it was new.  Raises on a clash."""
        rx, px = self.find(x)
        ry, py = self.find(y)
        if rx == ry:
            if px ^ py != rel:
                raise Contradiction("the inside and outside of the loop cannot be coloured consistently")
            return False
        self.parent[rx] = ry
        self.parity[rx] = px ^ py ^ rel
        return True


def find(board: Board) -> list[tuple[int, int, str]]:
    """Every unknown edge that colouring settles now: (edge, ON or OFF, why in words)."""
    top = board.top
    side_a, side_b, corners, outside = faces(top.rows, top.cols)
    uf = _Parity(outside + 1)
    edge = board.edge
    for e in range(top.edges):
        if edge[e]:
            uf.union(side_a[e], side_b[e], 1 if edge[e] == ON else 0)
    mask = bytearray(board.mask)
    changed = True
    while changed:
        changed = False
        for c in range(top.cells):
            m = mask[c]
            if m & (m - 1) == 0:
                continue  # one shape: its edges are set already, and so are its faces' relations
            base = 4 * c
            for which in (0, 1):
                x, y = corners[base + which], corners[base + which + 2]
                rel = DIAG[which][m]
                if rel >= 0:
                    if uf.union(x, y, rel):
                        changed = True
                else:
                    known = uf.relation(x, y)
                    if known >= 0:
                        m &= KEEP[which][known]
                        if not m:
                            raise Contradiction(
                                f"the colouring leaves no shape for r{c // top.cols + 1}c{c % top.cols + 1}"
                            )
                        mask[c] = m
                        changed = True
    out: list[tuple[int, int, str]] = []
    for e in range(top.edges):
        if edge[e] != UNK:
            continue
        rel = uf.relation(side_a[e], side_b[e])
        if rel >= 0:
            sides = "opposite sides" if rel else "the same side"
            out.append((e, ON if rel else OFF, f"the regions on either side of it are on {sides} of the loop"))
            continue
        for c, k in ((top.edge_a[e], top.edge_dir[e]), (top.edge_b[e], top.edge_dir[e] ^ 2)):
            m = mask[c]
            if not MASK_OR[m] >> k & 1 or MASK_AND[m] >> k & 1:
                name = f"r{c // top.cols + 1}c{c % top.cols + 1}"
                out.append(
                    (e, ON if MASK_AND[m] >> k & 1 else OFF, f"how the regions around {name} compare fixes its shape")
                )
                break
    return out
