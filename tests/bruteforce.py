"""An independent loop enumerator for tiny boards, to check the solver's counts.

A single loop on a board is the boundary of a set of cells that is
4-connected, leaves the rest of the board connected to the outside (no
holes), and never touches itself diagonally at a point.  Trying every set of
cells is exponential, but on boards of up to 16 cells it is instant and
shares nothing with the CP-SAT model or the verifier.  ``loops`` tries
every set at once with numpy (a 4 x 5 board in half a second);
``loops_by_definition`` tries them one by one, and the two agree.
"""

from __future__ import annotations

from functools import cache
from itertools import compress

import numpy as np

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


def loops_by_definition(rows: int, cols: int) -> tuple[frozenset[Edge], ...]:
    """Every single loop on an empty rows x cols board, as edge sets: each set of cells tried in turn.

    The definition, one set of cells at a time in plain Python: about 2**cells
    steps, instant up to 12 cells.  ``loops`` gives the same loops in the same
    order, the sets of cells tried all at once (tests/test_bruteforce.py holds
    them equal).
    """
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


@cache
def loops(rows: int, cols: int) -> tuple[frozenset[Edge], ...]:
    """Every single loop on an empty rows x cols board, as edge sets, in the order of ``loops_by_definition``.

    The same tests on every set of cells at once: each set is a bitboard of
    (rows + 2) x (cols + 2) bits (the board in a ring of outside cells), in
    one numpy array of them, and each test is a few bit operations over the
    whole array (a flood fill is shifts by one bit and by one row until
    nothing grows).  A 4 x 5 board's million sets take half a second, where
    the definition takes twenty.
    """
    cells = rows * cols
    width, height = cols + 2, rows + 2
    if cells == 0:
        return ()
    if width * height > 64 or cells > 26:
        raise ValueError(f"a {rows} x {cols} board is too large to try every set of its cells")
    one, shift = np.uint64(1), np.uint64(width)

    def bit(i: int, j: int) -> np.uint64:
        return np.uint64(1 << ((i + 1) * width + j + 1))

    masks = np.arange(1, 1 << cells, dtype=np.uint64)  # mask bit k: cell divmod(k, cols) is inside
    inside = np.zeros_like(masks)
    for k in range(cells):
        inside |= ((masks >> np.uint64(k)) & one) * bit(*divmod(k, cols))

    def flood(reach: np.ndarray, within: np.ndarray) -> np.ndarray:
        """The cells of ``within`` joined to ``reach`` through side-by-side neighbours (the ring wraps onto itself)."""
        while True:
            grown = (reach | reach << one | reach >> one | reach << shift | reach >> shift) & within
            if np.array_equal(grown, reach):
                return reach
            reach = grown

    keep = flood(inside & (~inside + one), inside) == inside  # one piece, from its lowest cell
    inside = inside[keep]
    outside = np.uint64((1 << (width * height)) - 1) & ~inside  # the ring is outside; its corner is bit 0
    inside = inside[flood(outside & one, outside) == outside]  # no holes

    def has(i: int, j: int) -> np.ndarray:
        """Whether cell (i, j) is inside, for every set left (off the board: never)."""
        if not (0 <= i < rows and 0 <= j < cols):
            return np.zeros(len(inside), dtype=bool)
        return (inside & bit(i, j)) != 0

    pinched = np.zeros(len(inside), dtype=bool)  # two cells inside touching at a corner only
    for i in range(1, rows):
        for j in range(1, cols):
            a, b, c, d = has(i - 1, j - 1), has(i - 1, j), has(i, j - 1), has(i, j)
            pinched |= (a == d) & (b == c) & (a != b)
    inside = inside[~pinched]
    edges: list[Edge] = []
    on = []  # for each edge, whether it parts an inside cell from an outside one
    for i in range(rows + 1):
        for j in range(cols):
            edges.append(("h", i, j))
            on.append(has(i - 1, j) != has(i, j))
    for i in range(rows):
        for j in range(cols + 1):
            edges.append(("v", i, j))
            on.append(has(i, j - 1) != has(i, j))
    return tuple(frozenset(compress(edges, row)) for row in np.stack(on, axis=1).tolist())


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


@cache
def paths_ending_at(rows: int, cols: int, ends: frozenset[tuple[int, int]]) -> tuple[frozenset[Edge], ...]:
    """The sets of ``edge_sets`` whose points on exactly one edge are ``ends``: paths joining them, and loops.

    For genres of paths between given points (Numberlink, Kaisu): the same
    sets as filtering ``edge_sets``, found without listing the others (a 4 x 4
    lattice has 2.2 million sets).  The edges go point by point, each point's
    right and down edge, so a point is finished once its own two are chosen:
    its count is checked there (one at an end, none or two elsewhere).
    """
    points = [(i, j) for i in range(rows) for j in range(cols)]
    found: list[frozenset[Edge]] = []
    degree = dict.fromkeys(points, 0)
    chosen: list[Edge] = []

    def outgoing(i: int, j: int) -> list[tuple[Edge, tuple[int, int]]]:
        right = [(("h", i, j), (i, j + 1))] if j + 1 < cols else []
        return right + ([(("v", i, j), (i + 1, j))] if i + 1 < rows else [])

    def choose(k: int, options: list[tuple[Edge, tuple[int, int]]]) -> None:
        if options:
            (edge, other), rest = options[0], options[1:]
            choose(k, rest)
            point = points[k]
            if degree[point] < 2 and degree[other] < 2:
                degree[point] += 1
                degree[other] += 1
                chosen.append(edge)
                choose(k, rest)
                chosen.pop()
                degree[point] -= 1
                degree[other] -= 1
            return
        if degree[points[k]] != (1 if points[k] in ends else degree[points[k]] & 2):
            return
        if k + 1 == len(points):
            found.append(frozenset(chosen))
        else:
            choose(k + 1, outgoing(*points[k + 1]))

    choose(0, outgoing(*points[0]))
    return tuple(found)


@cache
def even_sets(rows: int, cols: int) -> tuple[frozenset[Edge], ...]:
    """Every set of edges on a rows x cols lattice of points with an even number at every point (0, 2 or 4).

    For genres whose loop may cross itself (Pipelink, Barns): each such set is
    the boundary of exactly one set of faces (cells of the dual board), not
    necessarily connected, so they are every face set's boundary; the
    verifier then keeps the single loops, crossings and all.
    """
    faces = [(i, j) for i in range(rows - 1) for j in range(cols - 1)]
    return tuple(
        boundary(rows - 1, cols - 1, {f for k, f in enumerate(faces) if bits >> k & 1})
        for bits in range(2 ** len(faces))
    )
