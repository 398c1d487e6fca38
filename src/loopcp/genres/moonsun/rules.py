"""Moon or Sun's rules: linear constraints for the solver, and an independent check for the verifier.

The board is divided into rooms; some cells hold a moon (``x``) or a sun
(``o``).  The loop runs through cell centres and (pzprjs's rules and its
checker list for ``moonsun``) must:

1. pass through every room exactly once;
2. in each room, pass through all its moons and none of its suns, or all
   its suns and none of its moons;
3. pass through at least one moon or sun in every room;
4. never pass through the same kind in two rooms it goes straight between.

Each room r has a boolean M_r of its own (the term ``("x", r, 0)``): the
loop takes its moons.  With off(c) the literal of cell c being off the
loop, every rule is linear:

1. exactly two loop edges cross each room's border (``rooms.once``);
2. off(c) + M_r = 1 at a moon, off(c) - M_r = 0 at a sun;
3. M_r = 1 in a room without suns, M_r = 0 in a room without moons (and
   a room with neither has no solution);
4. for an edge e across the border of rooms a and b: M_a + M_b >= e and
   M_a + M_b + e <= 2.
"""

from __future__ import annotations

from loopcp.genres import rooms
from loopcp.genres.base import Linear, Term, visited
from loopcp.naming import cell_name
from loopcp.puzzle import Puzzle, Solution

MOON, SUN = "x", "o"
NAMES = {MOON: "moon", SUN: "sun"}


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Rules 1-4 of the module docstring."""
    out = rooms.once(puzzle)
    for room, cells in enumerate(puzzle.room_cells()):
        kind: Term = ("x", room, 0)
        marks = [puzzle.token(c) for c in cells]
        why = f"the loop takes a moon or a sun in the room of {cell_name(cells[0])}"
        out.append(Linear.count([kind], int(SUN not in marks), int(MOON in marks), why))
        for (i, j), mark in zip(cells, marks, strict=True):
            name = NAMES.get(mark, "")
            why = f"the {name} at {cell_name((i, j))} is on the loop exactly when its room takes {name}s"
            if mark == MOON:
                out.append(Linear.count([("o", i, j), kind], 1, why=why))
            elif mark == SUN:
                out.append(Linear(((("o", i, j), 1), (kind, -1)), 0, 0, why))
    for a, b, edge in rooms.pairs(puzzle):
        ra, rb = puzzle.rooms[a[0]][a[1]], puzzle.rooms[b[0]][b[1]]
        if ra != rb:
            why = f"the loop does not pass from {cell_name(a)} to {cell_name(b)} between rooms of the same kind"
            out.append(Linear(((("x", ra, 0), 1), (("x", rb, 0), 1), (edge, -1)), 0, 2, why))
            out.append(Linear(((("x", ra, 0), 1), (("x", rb, 0), 1), (edge, 1)), 0, 2, why))
    return out


def describe(puzzle: Puzzle, term: Term, value: int) -> str:
    """A room's choice in words, for the steps of ``hint`` and ``explain``."""
    first = puzzle.room_cells()[term[1]][0]
    return f"the room of {cell_name(first)} takes its {'moons' if value else 'suns'}"


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check every rule from the matrices, naming a room by its first cell."""
    on = visited(puzzle, solution)
    cells = puzzle.room_cells()
    problems = []
    taken: list[str | None] = []  # the kind of mark the loop takes in each room
    for members in cells:
        name = f"the room of {cell_name(members[0])}"
        passed = {MOON: 0, SUN: 0}
        total = {MOON: 0, SUN: 0}
        for i, j in members:
            mark = puzzle.tokens[i][j]
            if mark in total:
                total[mark] += 1
                passed[mark] += on[i][j]
        if passed[MOON] and passed[SUN]:
            problems.append(f"the loop passes through both moons and suns in {name}")
        for mark in (MOON, SUN):
            if 0 < passed[mark] < total[mark]:
                problems.append(f"the loop passes through {passed[mark]} of the {total[mark]} {NAMES[mark]}s in {name}")
        if not passed[MOON] and not passed[SUN]:
            problems.append(f"the loop passes through no moon or sun in {name}")
        taken.append(MOON if passed[MOON] else SUN if passed[SUN] else None)
    problems += rooms.once_violations(puzzle, solution)
    for a, b, (kind, i, j) in rooms.pairs(puzzle):
        ra, rb = puzzle.rooms[a[0]][a[1]], puzzle.rooms[b[0]][b[1]]
        if ra != rb and (solution.h if kind == "h" else solution.v)[i][j] and taken[ra] and taken[ra] == taken[rb]:
            mark = NAMES[taken[ra] or ""]
            pair = f"{cell_name(a)} and {cell_name(b)}"
            problems.append(f"the loop passes through {mark}s in both rooms it joins between {pair}")
    return problems
