"""Nanameguri's rules: regions of whole and half cells, each visited once; a diagonal visited, never crossed.

The board's borders and the diagonals in some cells part it into regions
(pzprjs ``nanameguri``: ``getDiagonalRegions``): a cell with a diagonal
is two triangles, ``\\`` the lower left (its west and south sides) and
the upper right, ``/`` the upper left and the lower right; a cell without
one is whole.  A piece joins the piece across each of its sides that is
no border, and a region is a group of pieces so joined.

- A cell with a diagonal is on the loop, which stays in one of its
  triangles: through ``\\`` it runs west-south or north-east
  (west = south, north = east), through ``/`` north-west or south-east.
- The loop visits every region once: it crosses the borders round a
  region (each border once, even one with the region on both sides)
  exactly twice; on a board of one region, twice at most, as pzprjs
  counts (at most two, and the region visited).

``regions`` says which piece each side of each cell belongs to and which
borders each region has: the constraints' view.  The verifier goes its
own way, over the four quarters of every cell (``violations``).
"""

from __future__ import annotations

from collections.abc import Sequence

from loopcp.genres.base import Linear, Term, visited
from loopcp.genres.rooms import is_wall, pairs
from loopcp.grid import Cell, Edge
from loopcp.naming import cell_name
from loopcp.puzzle import Puzzle, Solution

DIAGONALS = ("\\", "/")
# A diagonal's two triangles, each as the sides it holds (N, S, W, E), and what a person calls it.
HALVES = {"\\": (("W", "S"), ("N", "E")), "/": (("N", "W"), ("S", "E"))}
CORNERS = {("W", "S"): "lower left", ("N", "E"): "upper right", ("N", "W"): "upper left", ("S", "E"): "lower right"}
# Across a side: the step to the neighbour's cell, and the quarter of it that faces back.
STEP = {"N": (-1, 0, "S"), "S": (1, 0, "N"), "W": (0, -1, "E"), "E": (0, 1, "W")}
Piece = tuple[int, int, int]  # a cell and which of its pieces (0 whole or the first triangle, 1 the second)


def side_edge(cell: Cell, side: str) -> Edge:
    """The edge of the centres' lattice that leaves a cell through one of its sides (maybe off the board)."""
    i, j = cell
    edges: dict[str, Edge] = {"N": ("v", i - 1, j), "S": ("v", i, j), "W": ("h", i, j - 1), "E": ("h", i, j)}
    return edges[side]


def piece_of(puzzle: Puzzle, cell: Cell, side: str) -> Piece:
    """The piece of a cell that holds one of its sides."""
    token = puzzle.tokens[cell[0]][cell[1]]
    k = 0 if token not in HALVES or side in HALVES[token][0] else 1
    return (cell[0], cell[1], k)


def piece_name(puzzle: Puzzle, piece: Piece) -> str:
    """A piece as a sentence names it: 'r1c2', or 'the lower left of r1c2'."""
    i, j, k = piece
    token = puzzle.tokens[i][j]
    if token not in HALVES:
        return cell_name((i, j))
    return f"the {CORNERS[HALVES[token][k]]} of {cell_name((i, j))}"


def regions(puzzle: Puzzle) -> list[tuple[list[Piece], list[Edge]]]:
    """Each region: its pieces (the first in reading order first) and the borders round it, in reading order."""
    parent: dict[Piece, Piece] = {}

    def find(p: Piece) -> Piece:
        while parent[p] != p:
            parent[p] = parent[parent[p]]
            p = parent[p]
        return p

    for i, row in enumerate(puzzle.tokens):
        for j, token in enumerate(row):
            for k in range(2 if token in HALVES else 1):
                parent[(i, j, k)] = (i, j, k)
    for a, b, edge in pairs(puzzle):
        if not is_wall(puzzle, edge):
            near, far = ("E", "W") if edge[0] == "h" else ("S", "N")
            parent[find(piece_of(puzzle, a, near))] = find(piece_of(puzzle, b, far))
    groups: dict[Piece, list[Piece]] = {}
    for p in sorted(parent):
        groups.setdefault(find(p), []).append(p)
    walls = {e for _, _, e in pairs(puzzle) if is_wall(puzzle, e)}
    out = []
    for members in groups.values():
        borders: set[Edge] = set()
        for i, j, k in members:
            token = puzzle.tokens[i][j]
            sides = HALVES[token][k] if token in HALVES else ("N", "S", "W", "E")
            borders |= {e for e in (side_edge((i, j), s) for s in sides) if e in walls}
        out.append((members, sorted(borders)))
    return out


def _off(cell: Cell) -> Term:
    return ("o", cell[0], cell[1])


def constraints(puzzle: Puzzle) -> list[Linear]:
    """The module docstring's rules: each diagonal's cell, then each region."""
    out: list[Linear] = []
    for i, row in enumerate(puzzle.tokens):
        for j, token in enumerate(row):
            if token not in HALVES:
                continue
            where = cell_name((i, j))
            out.append(Linear.count([_off((i, j))], 0, why=f"the loop visits the diagonal at {where}", given=True))
            why = f"the loop does not cross the diagonal at {where}"
            for first, second in HALVES[token]:  # a triangle's two sides: both on the loop, or neither
                out.append(Linear(((side_edge((i, j), first), 1), (side_edge((i, j), second), -1)), 0, 0, why))
    found = regions(puzzle)
    for members, borders in found:
        if not borders:
            continue
        name = piece_name(puzzle, members[0])
        if len(found) == 1:
            out.append(Linear.count(borders, 0, 2, "the loop crosses the borders of its one region twice at most"))
        else:
            out.append(Linear.count(borders, 2, why=f"the loop visits the region of {name} once"))
    if len(found) > 1 and any(not borders for _, borders in found):
        out.append(Linear.count([], 1, why="a region that no border leaves is never visited"))  # no solution
    return out


def _quarters(puzzle: Puzzle) -> dict[tuple[int, int, str], int]:
    """Each quarter of each cell (N, S, W, E) and its region, by a fill over the quarters."""
    rows, cols = puzzle.rows, puzzle.cols
    apart = {"\\": {("N", "E"), ("S", "W")}, "/": {("N", "W"), ("S", "E")}}

    def joined(token: str, a: str, b: str) -> bool:  # two quarters of a cell are together but across a diagonal
        if token not in apart:
            return True
        return any({a, b} <= set(group) for group in apart[token])

    region: dict[tuple[int, int, str], int] = {}
    count = 0
    for i in range(rows):
        for j in range(cols):
            for q in "NSWE":
                if (i, j, q) in region:
                    continue
                region[(i, j, q)] = count
                stack = [(i, j, q)]
                while stack:
                    a, b, s = stack.pop()
                    nexts = [(a, b, t) for t in "NSWE" if t != s and joined(puzzle.tokens[a][b], s, t)]
                    da, db, t = STEP[s]
                    c, d = a + da, b + db
                    if 0 <= c < rows and 0 <= d < cols and not is_wall(puzzle, side_edge((a, b), s)):
                        nexts.append((c, d, t))
                    for n in nexts:
                        if n not in region:
                            region[n] = count
                            stack.append(n)
                count += 1
    return region


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check the diagonals and the regions from the matrices, as pzprjs's checker does, naming cells r1c1."""
    rows, cols = puzzle.rows, puzzle.cols
    on = visited(puzzle, solution)

    def line(edge: Edge) -> bool:
        kind, i, j = edge
        matrix, height, width = (solution.h, rows, cols - 1) if kind == "h" else (solution.v, rows - 1, cols)
        return 0 <= i < height and 0 <= j < width and matrix[i][j] == 1

    problems = []
    for i, row in enumerate(puzzle.tokens):
        for j, token in enumerate(row):
            lit = {s: line(side_edge((i, j), s)) for s in "NSWE"}
            crossed = {
                "\\": (lit["W"] or lit["S"]) and (lit["N"] or lit["E"]),
                "/": (lit["W"] or lit["N"]) and (lit["S"] or lit["E"]),
            }
            if crossed.get(token):
                problems.append(f"the loop crosses the diagonal at {cell_name((i, j))}")
    region = _quarters(puzzle)
    count = max(region.values(), default=-1) + 1
    borders: list[set[Edge]] = [set() for _ in range(count)]
    inner = [False] * count
    first: list[tuple[int, int, str] | None] = [None] * count
    for (i, j, q), r in sorted(region.items()):
        first[r] = first[r] or (i, j, q)
        c, d = {"N": (i - 1, j), "S": (i + 1, j), "W": (i, j - 1), "E": (i, j + 1)}[q]
        if not (0 <= c < rows and 0 <= d < cols):
            continue  # the board's edge
        edge = side_edge((i, j), q)
        if is_wall(puzzle, edge):
            borders[r].add(edge)
        elif line(edge):
            inner[r] = True
    for r in range(count):
        crossings = sum(line(e) for e in borders[r])
        where = _quarter_name(puzzle, first[r])
        if crossings > 2:
            problems.append(f"the loop enters the region of {where} more than once")
        elif crossings == 0 and not inner[r]:
            problems.append(f"the loop never visits the region of {where}")
    for i, row in enumerate(puzzle.tokens):
        for j, token in enumerate(row):
            if token in DIAGONALS and not on[i][j]:
                problems.append(f"the loop misses the diagonal at {cell_name((i, j))}")
    return problems


def _quarter_name(puzzle: Puzzle, quarter: tuple[int, int, str] | None) -> str:
    """A region named by its first quarter's cell, and the triangle of it where the cell has a diagonal."""
    assert quarter is not None  # every region has a quarter
    i, j, q = quarter
    token = puzzle.tokens[i][j]
    if token not in HALVES:
        return cell_name((i, j))
    half = next(h for h in HALVES[token] if q in h)
    return f"the {CORNERS[half]} of {cell_name((i, j))}"


def describe(puzzle: Puzzle, term: Term, value: int) -> str:
    """Nothing of the genre's own: its rules name edges and cells only."""
    return ""


__all__: Sequence[str] = ("constraints", "regions", "violations")
