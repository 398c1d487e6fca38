"""Country Road's rules: linear constraints for the solver, and an independent check for the verifier.

The board is divided into rooms; the loop runs through cell centres (as in
Masyu) and must:

1. pass through every room exactly once (enter it once and leave it once);
2. visit as many cells of a numbered room as its number says;
3. never leave two cells unvisited that touch across a room border.

With deg(c) the number of loop edges at cell c (0 or 2, which the loop
core ensures), each rule is linear:

1. the loop edges that cross the room's border number exactly 2;
2. the sum of deg(c) over the room's cells is twice its number (an edge
   between two of its cells counts for both, so with coefficient 2);
3. deg(a) + deg(b) >= 2 for neighbours a, b in different rooms.

A board of one room has no solution here (no border to cross).  Knuth's
text serves as it does for SuperSlitherlink: every cell holds its
room's letter, and a line ``!x=N`` gives room x's number.
"""

from __future__ import annotations

from loopcp.genres.base import Linear
from loopcp.grid import Cell, Edge
from loopcp.naming import cell_name, counted
from loopcp.puzzle import Puzzle, Solution


def cell_edges(cell: Cell) -> tuple[Edge, Edge, Edge, Edge]:
    """The four edges at a cell centre: north, south, west, east (some may lie off the board)."""
    i, j = cell
    return ("v", i - 1, j), ("v", i, j), ("h", i, j - 1), ("h", i, j)


def _neighbours(puzzle: Puzzle, cell: Cell) -> list[tuple[Cell, Edge]]:
    """The cells east and south of a cell on the board, with the edge to each."""
    i, j = cell
    out: list[tuple[Cell, Edge]] = []
    if j + 1 < puzzle.cols:
        out.append(((i, j + 1), ("h", i, j)))
    if i + 1 < puzzle.rows:
        out.append(((i + 1, j), ("v", i, j)))
    return out


def _cells(puzzle: Puzzle) -> list[Cell]:
    return [(i, j) for i in range(puzzle.rows) for j in range(puzzle.cols)]


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Rules 1-3 of the module docstring, room by room, then border by border."""
    crossing: dict[str, list[Edge]] = {}
    degrees: dict[str, dict[Edge, int]] = {}
    borders: list[Linear] = []
    for cell in _cells(puzzle):
        room = puzzle.char(cell)
        weights = degrees.setdefault(room, {})
        for edge in cell_edges(cell):
            weights[edge] = weights.get(edge, 0) + 1
        for other, edge in _neighbours(puzzle, cell):
            if puzzle.char(other) != room:
                crossing.setdefault(room, []).append(edge)
                crossing.setdefault(puzzle.char(other), []).append(edge)
                terms = [(e, 1) for e in (*cell_edges(cell), *cell_edges(other)) if e != edge] + [(edge, 2)]
                borders.append(Linear(tuple(terms), 2, 8))
    out = [Linear.count(crossing.get(room, []), 2) for room in sorted(degrees)]
    for room, n in puzzle.letters:
        out.append(Linear(tuple(sorted(degrees[room].items())), 2 * n, 2 * n))
    return out + borders


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check every rule by walking the cells of the solution's matrices, naming cells r1c1 as hints do."""
    h, v = solution.h, solution.v

    def on(edge: Edge) -> bool:
        kind, i, j = edge
        grid = h if kind == "h" else v
        return 0 <= i < len(grid) and 0 <= j < len(grid[0]) and grid[i][j] == 1

    def visited(cell: Cell) -> bool:
        return any(on(e) for e in cell_edges(cell))

    problems = []
    entries: dict[str, int] = {}
    counts: dict[str, int] = {}
    for cell in _cells(puzzle):
        room = puzzle.char(cell)
        counts[room] = counts.get(room, 0) + visited(cell)
        entries.setdefault(room, 0)
        for other, edge in _neighbours(puzzle, cell):
            if puzzle.char(other) == room:
                continue
            entries[room] += on(edge)
            entries[puzzle.char(other)] = entries.get(puzzle.char(other), 0) + on(edge)
            if not visited(cell) and not visited(other):
                pair = f"cells {cell_name(cell)} and {cell_name(other)}"
                problems.append(f"{pair} across a room border are both unvisited")
    for room in sorted(entries):
        if entries[room] != 2:
            times = "once" if entries[room] == 1 else f"{entries[room]} times"
            problems.append(f"the loop crosses the border of room {room!r} {times}, not twice")
    for room, n in puzzle.letters:
        if counts[room] != n:
            problems.append(f"room {room!r} has {counted(counts[room], 'cell')} on the loop, clue {n}")
    return problems
