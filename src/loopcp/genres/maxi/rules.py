"""Maxi Loop's rules: linear constraints for the solver, and an independent check for the verifier.

The board is divided into rooms, some numbered.  The loop runs through
cell centres and (pzprjs's ``maxi``: checkShortLineInRoom,
checkLongLineInRoom, checkNoLine, and the loop core's branch, cross, dead
end and one loop) must:

1. pass through every cell;
2. in a numbered room, visit as many cells in a row as its number says
   on its longest visit: a *visit* is a run of the loop's cells inside the
   room, from where it enters to where it leaves (a border, or a wall
   inside the room, ends a visit as pzprjs's line blocks end there).  A
   ``?`` says nothing.

Rule 2 is linear with booleans of the genre's own, run(c, d, k): "the
loop goes from cell c the way d (to a cell of the same room) and passes
at least k more cells of the room before it leaves" (``("x", 4 x cell +
d, k)``; for k = 1 it is the edge itself).  run(c, d, k) holds exactly
when the edge is on and some run(c', d', k - 1) holds at the next cell
c', d' not back.  With N the number:

- no visit has N + 1 cells: no edge on with a run of N - 1 after it;
- some visit has N: some run(c, d, N - 1) holds (nothing to ask for 1).

A room that is the whole board has one visit, the whole loop: its number
must be its size.
"""

from __future__ import annotations

from loopcp.genres import rooms, segments
from loopcp.genres.base import Linear, Term, visited
from loopcp.grid import Cell, Edge
from loopcp.naming import cell_name, counted
from loopcp.puzzle import Puzzle, Solution

Move = tuple[Cell, int]  # a cell and a direction (an index into ``segments.WAYS``) to a cell of its room


def numbers(puzzle: Puzzle) -> list[tuple[Cell, int]]:
    """Every number clue and its cell, in reading order ('?' left out)."""
    return [
        ((i, j), int(token)) for i, row in enumerate(puzzle.tokens) for j, token in enumerate(row) if token not in ".?"
    ]


def _step(cell: Cell, way: int) -> tuple[Cell, Edge]:
    """The neighbour one way, and the edge to it."""
    (i, j), (di, dj) = cell, segments.STEPS[way]
    return (i + di, j + dj), (("v", min(i, i + di), j) if di else ("h", i, min(j, j + dj)))


def _moves(puzzle: Puzzle, cells: list[Cell]) -> dict[Move, tuple[Cell, Edge]]:
    """Each way from a cell of the room to a neighbour in it, no border between: the neighbour and the edge."""
    inside = set(cells)
    out = {}
    for cell in cells:
        for way in range(4):
            near, edge = _step(cell, way)
            if near in inside and not rooms.is_wall(puzzle, edge):
                out[cell, way] = (near, edge)
    return out


def _run(puzzle: Puzzle, move: Move, k: int, moves: dict[Move, tuple[Cell, Edge]]) -> Term:
    """The term "the loop goes this way and passes ``k`` more cells of the room": the edge itself for k = 1."""
    (i, j), way = move
    return moves[move][1] if k == 1 else ("x", 4 * (i * puzzle.cols + j) + way, k)


def _onward(move: Move, moves: dict[Move, tuple[Cell, Edge]]) -> list[Move]:
    """The moves on from where ``move`` leads, not straight back."""
    near, _ = moves[move]
    back = (move[1] + 2) % 4
    return [(near, way) for way in range(4) if way != back and (near, way) in moves]


def _room_rules(puzzle: Puzzle, cells: list[Cell], first: Cell, number: int) -> list[Linear]:
    """The longest visit to one room has ``number`` cells."""
    why = f"the loop's longest visit to the room of the {number} at {cell_name(first)} is {counted(number, 'cell')}"
    if len(cells) == puzzle.rows * puzzle.cols:  # one visit, the whole loop
        return [] if number == len(cells) else [Linear.count([("o", *first)], 1, why=why)]
    if number < 1:  # every cell is on the loop, in a visit of one cell at least
        return [Linear.count([("o", *first)], 1, why=why)]
    moves = _moves(puzzle, cells)
    out: list[Linear] = []
    for k in range(2, number):
        for move, (_, edge) in moves.items():
            run = _run(puzzle, move, k, moves)
            after = [_run(puzzle, m, k - 1, moves) for m in _onward(move, moves)]
            out.append(Linear(((run, 1), (edge, -1)), -1, 0, why))
            out.append(Linear(((run, -1), *((a, 1) for a in after)), 0, len(after), why))
            out.extend(Linear(((run, 1), (edge, -1), (a, -1)), -1, 1, why) for a in after)
    for move, (_, edge) in moves.items():  # no visit of number + 1 cells
        if number == 1:
            out.append(Linear.count([edge], 0, why=why))
            continue
        out.extend(Linear.count([edge, _run(puzzle, m, number - 1, moves)], 0, 1, why) for m in _onward(move, moves))
    if number > 1:  # a visit of number cells
        out.append(Linear.count([_run(puzzle, move, number - 1, moves) for move in moves], 1, len(moves), why))
    return out


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Rules 1 and 2 of the module docstring."""
    out = []
    for i in range(puzzle.rows):
        for j in range(puzzle.cols):
            edges: list[Edge] = [("h", i, j - 1), ("h", i, j), ("v", i - 1, j), ("v", i, j)]
            out.append(Linear.count(edges, 2, why=f"the loop passes through {cell_name((i, j))}"))
    cells = puzzle.room_cells()
    for (i, j), n in numbers(puzzle):
        out += _room_rules(puzzle, cells[puzzle.rooms[i][j]], (i, j), n)
    return out


def describe(puzzle: Puzzle, term: Term, value: int) -> str:
    """A run in words, for the steps of ``hint`` and ``explain``; "" (untold) for a run ruled out."""
    if not value:
        return ""
    index, way = divmod(term[1], 4)
    cell = divmod(index, puzzle.cols)
    more = counted(term[2], "more cell")
    return f"the loop goes {segments.WAYS[way]} from {cell_name(cell)} through {more} of its room"


def visits(puzzle: Puzzle, solution: Solution, cells: list[Cell]) -> list[int]:
    """The sizes of the loop's visits to a room: its cells joined by loop edges with no border between."""
    inside = set(cells)
    seen: set[Cell] = set()
    sizes = []
    for start in cells:
        if start in seen:
            continue
        seen.add(start)
        stack, size = [start], 0
        while stack:
            cell = stack.pop()
            size += 1
            for way in range(4):
                near, (kind, a, b) = _step(cell, way)
                if near not in inside or near in seen or rooms.is_wall(puzzle, (kind, a, b)):
                    continue
                if (solution.h if kind == "h" else solution.v)[a][b]:
                    seen.add(near)
                    stack.append(near)
        sizes.append(size)
    return sizes


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check every cell and numbered room from the matrices, naming rooms by their number's cell."""
    on = visited(puzzle, solution)
    problems = [
        f"the loop does not pass through {cell_name((i, j))}"
        for i in range(puzzle.rows)
        for j in range(puzzle.cols)
        if not on[i][j]
    ]
    cells = puzzle.room_cells()
    for (i, j), n in numbers(puzzle):
        longest = max(visits(puzzle, solution, cells[puzzle.rooms[i][j]]))
        room = f"the room of the {n} at {cell_name((i, j))}"
        if longest > n:
            problems.append(f"the loop passes {counted(longest, 'cell')} of {room} in one visit, more than {n}")
        elif longest < n:
            problems.append(f"the loop's longest visit to {room} is {counted(longest, 'cell')}, not {n}")
    return problems
