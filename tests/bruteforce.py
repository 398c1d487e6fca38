"""An independent loop enumerator for tiny boards, to check the solver's counts.

A single loop on a board is the boundary of a set of cells that is
4-connected, leaves the rest of the board connected to the outside (no
holes), and never touches itself diagonally at a point.  Trying every set of
cells is exponential, but on boards of up to 16 cells it is instant and
shares nothing with the CP-SAT model or the verifier.
"""

from __future__ import annotations

from functools import cache

Edge = tuple[str, int, int]


def _connected(cells: set[tuple[int, int]], start: tuple[int, int]) -> set[tuple[int, int]]:
    seen = {start}
    stack = [start]
    while stack:
        i, j = stack.pop()
        for n in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
            if n in cells and n not in seen:
                seen.add(n)
                stack.append(n)
    return seen


def boundary(rows: int, cols: int, inside: set[tuple[int, int]]) -> frozenset[Edge]:
    """The edges between inside and outside cells."""
    edges: set[Edge] = set()
    for i in range(rows + 1):
        for j in range(cols):
            if ((i - 1, j) in inside) != ((i, j) in inside):
                edges.add(("h", i, j))
    for i in range(rows):
        for j in range(cols + 1):
            if ((i, j - 1) in inside) != ((i, j) in inside):
                edges.add(("v", i, j))
    return frozenset(edges)


@cache
def loops(rows: int, cols: int) -> tuple[frozenset[Edge], ...]:
    """Every single loop on an empty rows x cols board, as edge sets."""
    found = []
    everything = [(i, j) for i in range(rows) for j in range(cols)]
    for mask in range(1, 1 << (rows * cols)):
        inside = {cell for k, cell in enumerate(everything) if mask >> k & 1}
        if len(_connected(inside, next(iter(inside)))) != len(inside):
            continue
        # The outside, with a ring of cells around the board standing for "off the board".
        ring = {(i, j) for i in range(-1, rows + 1) for j in range(-1, cols + 1)} - set(everything)
        outside = (set(everything) - inside) | ring
        if len(_connected(outside, (-1, -1))) != len(outside):
            continue
        pinched = False
        for i in range(1, rows):
            for j in range(1, cols):
                a, b, c, d = ((i - 1, j - 1) in inside, (i - 1, j) in inside, (i, j - 1) in inside, (i, j) in inside)
                if a == d and b == c and a != b:
                    pinched = True
        if pinched:
            continue
        found.append(boundary(rows, cols, inside))
    return tuple(found)


def matching(cells: tuple[str, ...]) -> list[frozenset[Edge]]:
    """The loops of a tiny Slitherlink grid of digits and dots (no letters)."""
    rows, cols = len(cells), len(cells[0])
    out = []
    for loop in loops(rows, cols):
        ok = True
        for i in range(rows):
            for j in range(cols):
                ch = cells[i][j]
                if ch != ".":
                    around = sum(e in loop for e in (("h", i, j), ("h", i + 1, j), ("v", i, j), ("v", i, j + 1)))
                    if around != int(ch):
                        ok = False
        if ok:
            out.append(loop)
    return out


def is_inside(loop: frozenset[Edge], cell: tuple[int, int]) -> bool:
    """Whether a cell is inside a loop: an odd number of loop edges to its left."""
    i, j = cell
    return sum(("v", i, x) in loop for x in range(j + 1)) % 2 == 1


@cache
def edge_sets(rows: int, cols: int) -> tuple[frozenset[Edge], ...]:
    """Every set of edges on a rows x cols lattice of points with no point on more than two: paths and loops.

    For genres whose answer is paths between pairs (Numberlink): the verifier
    then keeps the sets that are answers.  Backtracking over the edges in
    order, so that a third edge at a point is never tried further.
    """
    edges: list[Edge] = [("h", i, j) for i in range(rows) for j in range(cols - 1)]
    edges += [("v", i, j) for i in range(rows - 1) for j in range(cols)]
    found: list[frozenset[Edge]] = []
    degree: dict[tuple[int, int], int] = {}

    def ends(edge: Edge) -> tuple[tuple[int, int], tuple[int, int]]:
        kind, i, j = edge
        return (i, j), ((i, j + 1) if kind == "h" else (i + 1, j))

    def grow(k: int, chosen: list[Edge]) -> None:
        if k == len(edges):
            found.append(frozenset(chosen))
            return
        grow(k + 1, chosen)
        a, b = ends(edges[k])
        if degree.get(a, 0) < 2 and degree.get(b, 0) < 2:
            degree[a], degree[b] = degree.get(a, 0) + 1, degree.get(b, 0) + 1
            chosen.append(edges[k])
            grow(k + 1, chosen)
            chosen.pop()
            degree[a] -= 1
            degree[b] -= 1

    grow(0, [])
    return tuple(found)
