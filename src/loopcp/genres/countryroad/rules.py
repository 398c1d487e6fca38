"""Country Road's rules: linear constraints for the solver, and an independent check for the verifier.

The board is divided into rooms, some numbered; the loop runs through cell
centres and (pzprjs's checker list for ``country``: checkRoomPassOnce,
checkRoadCount, checkNoRoadCountry, checkSideAreaGrass, and the loop
core's branch, cross, dead end and one loop) must:

1. pass through every room exactly once: enter it once and leave it once;
2. visit as many cells of a numbered room as its number says (a ``?``
   number says nothing);
3. never leave two cells unvisited that touch across a room border.

A border may have one room on both sides (``Puzzle.walls``); pzprjs counts
a line across it as leaving the room, and compares the cells on both of
its sides, so rules 1 and 3 read it as they read any border.

A blocked cell (token ``@``, from Janko's puzzles) is a room of its own
that the loop never visits, and the rules leave it out.

With off(c) the literal of cell c being off the loop, which the loop's
circuit already has, and the edges that cross a room's border, each rule
is linear:

1. the lines across the room's borders number exactly 2 (``rooms.once``;
   on a board of one room there is no border, and the loop stays inside it);
2. the sum of off(c) over the room's cells is its size less its number;
3. off(a) + off(b) <= 1 for neighbours a, b in different rooms.

A room is the cells of one id, in one piece or not: the puzzlekit text can
say either, and the rules read the same.
"""

from __future__ import annotations

from collections.abc import Callable

from loopcp.genres import rooms
from loopcp.genres.base import Linear, visited
from loopcp.grid import Cell
from loopcp.naming import cell_name, counted
from loopcp.puzzle import Puzzle, Solution


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


def _blocked_room(puzzle: Puzzle) -> Callable[[int], bool]:
    """Whether a room is a blocked cell's (left out of the rule of passing through every room)."""
    ids = {puzzle.rooms[i][j] for i, j in blocked(puzzle)}
    return ids.__contains__


def _across(puzzle: Puzzle) -> list[tuple[Cell, Cell]]:
    """Every two cells side by side with a border between them, neither of them blocked."""
    return [(a, b) for a, b, _ in rooms.walled(puzzle) if "@" not in (puzzle.token(a), puzzle.token(b))]


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Rules 1-3 of the module docstring."""
    out = [Linear.count([("o", *c)], 1, why=f"{cell_name(c)} is blocked", given=True) for c in blocked(puzzle)]
    out += [
        Linear.count(
            [("o", *a), ("o", *b)], 0, 1, f"{cell_name(a)} and {cell_name(b)}, across a border, are not both empty"
        )
        for a, b in _across(puzzle)
    ]
    out += rooms.once(puzzle, _blocked_room(puzzle))
    cells = puzzle.room_cells()
    for (i, j), n in numbers(puzzle):
        room = cells[puzzle.rooms[i][j]]
        why = f"the room of the {n} at {cell_name((i, j))} has the loop in {counted(n, 'cell')}"
        out.append(Linear.count([("o", a, b) for a, b in room], len(room) - n, why=why))
    return out


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check every rule from the solution's matrices, naming rooms by their first cell."""
    on = visited(puzzle, solution)
    problems = [f"the loop passes through the blocked cell {cell_name(c)}" for c in blocked(puzzle) if on[c[0]][c[1]]]
    for a, b in _across(puzzle):
        if not on[a[0]][a[1]] and not on[b[0]][b[1]]:
            problems.append(f"cells {cell_name(a)} and {cell_name(b)} across a room border are both unvisited")
    problems += rooms.once_violations(puzzle, solution, _blocked_room(puzzle))
    cells = puzzle.room_cells()
    for (i, j), n in numbers(puzzle):
        count = sum(on[a][b] for a, b in cells[puzzle.rooms[i][j]])
        if count != n:
            problems.append(f"the room of {cell_name((i, j))} has {counted(count, 'cell')} on the loop, clue {n}")
    return problems
