"""Country Road's rules: linear constraints for the solver, and an independent check for the verifier.

The board is divided into rooms, some numbered; the loop runs through cell
centres and (pzprjs's checker list for ``country``: checkRoomPassOnce,
checkRoadCount, checkNoRoadCountry, checkSideAreaGrass, and the loop
core's branch, cross, dead end and one loop) must:

1. pass through every room exactly once: enter it once and leave it once;
2. visit as many cells of a numbered room as its number says (a ``?``
   number says nothing);
3. never leave two cells unvisited that touch across a room border.

A blocked cell (token ``@``, from Janko's puzzles) is a room of its own
that the loop never visits, and the rules leave it out.

With off(c) the literal of cell c being off the loop, which the loop's
circuit already has, and the edges that cross a room's border, each rule
is linear:

1. the loop edges across the room's border number exactly 2 (on a board of
   one room there is no border, and the loop stays inside it);
2. the sum of off(c) over the room's cells is its size less its number;
3. off(a) + off(b) <= 1 for neighbours a, b in different rooms.

A room is the cells of one id, in one piece or not: the puzzlekit text can
say either, and the rules read the same.
"""

from __future__ import annotations

from loopcp.genres.base import Linear, Term
from loopcp.grid import Cell, Edge
from loopcp.naming import cell_name, counted
from loopcp.puzzle import Puzzle, Solution


def _pairs(puzzle: Puzzle) -> list[tuple[Cell, Cell, Edge]]:
    """Every two cells side by side, with the edge between their centres."""
    out: list[tuple[Cell, Cell, Edge]] = []
    for i in range(puzzle.rows):
        for j in range(puzzle.cols):
            if j + 1 < puzzle.cols:
                out.append(((i, j), (i, j + 1), ("h", i, j)))
            if i + 1 < puzzle.rows:
                out.append(((i, j), (i + 1, j), ("v", i, j)))
    return out


def numbers(puzzle: Puzzle) -> list[tuple[Cell, int]]:
    """Every number clue and its cell, in reading order ('?' left out)."""
    return [
        ((i, j), int(token))
        for i, row in enumerate(puzzle.tokens)
        for j, token in enumerate(row)
        if token not in (".", "?", "@")
    ]


def blocked(puzzle: Puzzle) -> list[Cell]:
    """The blocked cells, which the loop never visits, each a room of its own."""
    return [(i, j) for i, row in enumerate(puzzle.tokens) for j, token in enumerate(row) if token == "@"]


def _is_block(puzzle: Puzzle, cells: list[Cell]) -> bool:
    return puzzle.token(cells[0]) == "@"


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Rules 1-3 of the module docstring."""
    rooms = puzzle.room_cells()
    crossing: list[list[Term]] = [[] for _ in rooms]
    out: list[Linear] = [Linear.count([("o", *cell)], 1) for cell in blocked(puzzle)]
    for a, b, edge in _pairs(puzzle):
        ra, rb = puzzle.rooms[a[0]][a[1]], puzzle.rooms[b[0]][b[1]]
        if ra != rb:
            crossing[ra].append(edge)
            crossing[rb].append(edge)
            if puzzle.token(a) != "@" and puzzle.token(b) != "@":
                out.append(Linear.count([("o", *a), ("o", *b)], 0, 1))
    if len(rooms) - len(blocked(puzzle)) > 1:
        out.extend(Linear.count(edges, 2) for room, edges in enumerate(crossing) if not _is_block(puzzle, rooms[room]))
    for (i, j), n in numbers(puzzle):
        cells = rooms[puzzle.rooms[i][j]]
        out.append(Linear.count([("o", a, b) for a, b in cells], len(cells) - n))
    return out


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check every rule by walking the cells of the solution's matrices, naming rooms by their first cell."""
    h, v = solution.h, solution.v
    rows, cols = puzzle.rows, puzzle.cols

    def visited(i: int, j: int) -> bool:
        return bool(
            (j > 0 and h[i][j - 1])
            or (j < cols - 1 and h[i][j])
            or (i > 0 and v[i - 1][j])
            or (i < rows - 1 and v[i][j])
        )

    rooms = puzzle.room_cells()
    problems = [f"the loop passes through the blocked cell {cell_name(c)}" for c in blocked(puzzle) if visited(*c)]
    entries = [0] * len(rooms)
    for a, b, (kind, i, j) in _pairs(puzzle):
        ra, rb = puzzle.rooms[a[0]][a[1]], puzzle.rooms[b[0]][b[1]]
        if ra == rb:
            continue
        on = (h if kind == "h" else v)[i][j] == 1
        entries[ra] += on
        entries[rb] += on
        if not visited(*a) and not visited(*b) and "@" not in (puzzle.token(a), puzzle.token(b)):
            problems.append(f"cells {cell_name(a)} and {cell_name(b)} across a room border are both unvisited")
    if len(rooms) - len(blocked(puzzle)) > 1:
        for room, n in enumerate(entries):
            if n != 2 and not _is_block(puzzle, rooms[room]):
                times = {0: "never", 1: "once"}.get(n, f"{n} times")
                where = cell_name(rooms[room][0])
                problems.append(f"the loop crosses the border of the room of {where} {times}, not twice")
    for (i, j), n in numbers(puzzle):
        count = sum(visited(a, b) for a, b in rooms[puzzle.rooms[i][j]])
        if count != n:
            problems.append(f"the room of {cell_name((i, j))} has {counted(count, 'cell')} on the loop, clue {n}")
    return problems
