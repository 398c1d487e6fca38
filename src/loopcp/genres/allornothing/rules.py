"""All or Nothing's rules: linear constraints for the solver, and an independent check for the verifier.

The board is divided into rooms (countries), and nothing else.  The loop
runs through cell centres and (pzprjs's checker list for ``nothing``:
checkRoomPassOnce, checkRegionFullyVisited, checkSideAreaUnused, and the
loop core's branch, cross, dead end and one loop) must:

1. visit every cell of a room or none of them;
2. pass through a room once at most: the lines across its borders number
   2 or fewer (a line across a wall inside the room counts twice, as
   pzprjs counts the lines over each cell's sides, ``rooms.crossing_terms``);
3. leave no two rooms unvisited that touch: rooms side by side, not the
   two sides of a wall inside one room (pzprjs's ``getSideAreaInfo``
   compares different rooms only).

With off(c) the literal of cell c being off the loop, which the loop's
circuit already has, each rule is linear:

1. off(c) = off(first) for every cell c of a room and its first cell;
2. the sum of the lines over a room's borders (``rooms.crossing_terms``)
   is at most 2;
3. off(a) + off(b) <= 1 for one pair of cells a, b side by side in each
   two rooms that touch (rule 1 makes one pair say it for the rooms).

A room is the cells of one id, in one piece or not: the text can say
either, and the rules read the same.
"""

from __future__ import annotations

from loopcp.genres import rooms
from loopcp.genres.base import Linear, visited
from loopcp.grid import Cell
from loopcp.naming import cell_name
from loopcp.puzzle import Puzzle, Solution


def touching(puzzle: Puzzle) -> list[tuple[Cell, Cell]]:
    """For each two rooms side by side, the first two cells (in reading order) where they touch."""
    seen: set[tuple[int, int]] = set()
    out = []
    for a, b, _ in rooms.pairs(puzzle):
        ra, rb = puzzle.rooms[a[0]][a[1]], puzzle.rooms[b[0]][b[1]]
        key = (min(ra, rb), max(ra, rb))
        if ra != rb and key not in seen:
            seen.add(key)
            out.append((a, b))
    return out


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Rules 1-3 of the module docstring."""
    out = []
    cells = puzzle.room_cells()
    for room in cells:
        first = room[0]
        why = f"the loop visits all of the room of {cell_name(first)} or none of it"
        out += [Linear(((("o", *first), 1), (("o", *c), -1)), 0, 0, why) for c in room[1:]]
    firsts = [room[0] for room in cells]
    out += [
        Linear(tuple(terms), 0, 2, f"the loop passes through the room of {cell_name(firsts[room])} once at most")
        for room, terms in enumerate(rooms.crossing_terms(puzzle))
        if terms
    ]
    for a, b in touching(puzzle):
        ra, rb = firsts[puzzle.rooms[a[0]][a[1]]], firsts[puzzle.rooms[b[0]][b[1]]]
        why = f"the rooms of {cell_name(ra)} and {cell_name(rb)}, side by side, are not both left out"
        out.append(Linear.count([("o", *a), ("o", *b)], 0, 1, why))
    return out


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check every rule from the solution's matrices, naming rooms by their first cell."""
    on = visited(puzzle, solution)
    cells = puzzle.room_cells()
    problems = []
    counts = rooms.crossings(puzzle, solution)
    for room, members in enumerate(cells):
        if counts[room] > 2:
            problems.append(
                f"the loop crosses the border of the room of {cell_name(members[0])} {counts[room]} times,"
                " not twice at most"
            )
    for members in cells:
        used = sum(on[i][j] for i, j in members)
        if 0 < used < len(members):
            problems.append(
                f"the loop visits {used} of the {len(members)} cells of the room of {cell_name(members[0])}, not all"
            )
    unused = [not any(on[i][j] for i, j in members) for members in cells]
    told: set[tuple[int, int]] = set()
    for a, b, _ in rooms.pairs(puzzle):
        ra, rb = sorted((puzzle.rooms[a[0]][a[1]], puzzle.rooms[b[0]][b[1]]))
        if ra != rb and unused[ra] and unused[rb] and (ra, rb) not in told:
            told.add((ra, rb))
            problems.append(
                f"the rooms of {cell_name(cells[ra][0])} and {cell_name(cells[rb][0])} touch and are both unvisited"
            )
    return problems
