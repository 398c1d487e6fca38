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

from loopcp.genres.masyu.logic.board import MASK_AND, MASK_OR, OFF, ON, SHAPE_DIRS, UNK, Board, Contradiction

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


def find(board: Board) -> list[tuple[int, int, str]]:
    """Every unknown edge that colouring settles now: (edge, ON or OFF, why in words).

    Relations between faces are facts about every solution, so those found
    here stay in the board's union-find; narrowed shapes stay local, because
    a shape removed without an edge set would let the lower levels take
    steps whose reason they cannot give.
    """
    if not board.colouring:
        board.start_colouring()
    top = board.top
    corners, relate, relation = top.cell_corners, board.relate, board.relation
    mask = bytearray(board.mask)
    diag0, diag1 = DIAG
    keep0, keep1 = KEEP
    open_cells = [c for c in range(top.cells) if mask[c] & (mask[c] - 1)]
    changed = True
    while changed:
        changed = False
        for c in open_cells:
            m = mask[c]
            base = 4 * c
            rel = diag0[m]
            if rel >= 0:
                changed |= relate(corners[base], corners[base + 2], rel)
            else:
                known = relation(corners[base], corners[base + 2])
                if known >= 0:
                    m &= keep0[known]
                    changed = True
            rel = diag1[m]
            if rel >= 0:
                changed |= relate(corners[base + 1], corners[base + 3], rel)
            else:
                known = relation(corners[base + 1], corners[base + 3])
                if known >= 0:
                    m &= keep1[known]
                    changed = True
            if not m:
                raise Contradiction(f"the colouring leaves no shape for r{c // top.cols + 1}c{c % top.cols + 1}")
            mask[c] = m
        if changed:
            open_cells = [c for c in open_cells if DIAG[0][mask[c]] < 0 or DIAG[1][mask[c]] < 0]
    out: list[tuple[int, int, str]] = []
    edge, side_a, side_b = board.edge, top.edge_side_a, top.edge_side_b
    for e in range(top.edges):
        if edge[e] != UNK:
            continue
        rel = relation(side_a[e], side_b[e])
        if rel >= 0:
            sides = "opposite sides" if rel else "the same side"
            out.append((e, ON if rel else OFF, "the regions on either side of {edge} are on " + sides + " of the loop"))
            continue
        for c, k in ((top.edge_a[e], top.edge_dir[e]), (top.edge_b[e], top.edge_dir[e] ^ 2)):
            m = mask[c]
            if not MASK_OR[m] >> k & 1 or MASK_AND[m] >> k & 1:
                name = f"r{c // top.cols + 1}c{c % top.cols + 1}"
                out.append(
                    (
                        e,
                        ON if MASK_AND[m] >> k & 1 else OFF,
                        "the regions around " + name + " leave it shapes that agree on {edge}",
                    )
                )
                break
    return out
