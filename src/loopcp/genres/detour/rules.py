"""Detour's rules: linear constraints for the solver, and an independent check for the verifier.

The board is divided into rooms, some numbered.  The loop runs through
cell centres and (pzprjs's rules and checker list for ``detour``:
checkTurnsInRoom, checkNoLine, and the loop core's branch, cross, dead
end and one loop) must:

1. pass through every cell;
2. turn in as many cells of a numbered room as its number says (a ``?``
   says nothing).

Linear, with three booleans of the genre's own at each cell of a numbered
room (``("x", cell, kind)`` terms): the loop goes straight across it
(``ACROSS``; none in the first and last columns), straight down through
it (``DOWN``; none in the first and last rows), or turns in it
(``TURN``).  With w, e, n, s the cell's four edges:

1. w + e + n + s = 2 at a cell of a room without a number;
2. in a numbered room, ACROSS + DOWN + TURN = 1, w + e = 2 ACROSS + TURN
   and n + s = 2 DOWN + TURN: a cell's two edges are both of a side pair,
   or one of each (this implies rule 1 there);
3. the TURN booleans of a numbered room sum to its number, and its ACROSS
   and DOWN booleans to its size less its number;
4. a row or column whose every cell has a TURN boolean turns in an even
   number of them (``_parities``).

Rule 4 and the second sum of rule 3 follow from the others, but the
solver propagates a sum, not a chain of equalities: with them, Janko's
Detour 38 (79 turns in a room of 88 cells, the dataset's hardest) is
proved unique in 2.7 s of processor time instead of 6 to 10 s.  Roads
not taken: giving every cell the booleans, so that rule 4 holds in every
line, was slower over the dataset (4.7 s against 4.1 s); leaving TURN
out (1 - ACROSS - DOWN) was faster on that puzzle before rule 4, but the
generic engine, one constraint at a time, then stalls on puz.link's
example (``hint`` and ``grade`` read these constraints); inequalities
binding a turn to w XOR e were slower.
"""

from __future__ import annotations

from loopcp.genres.base import Linear, Term, visited
from loopcp.grid import Cell, Edge
from loopcp.naming import cell_name, counted
from loopcp.puzzle import Puzzle, Solution

ACROSS, DOWN, TURN = 0, 1, 2  # the kinds of a cell's booleans


def numbers(puzzle: Puzzle) -> list[tuple[Cell, int]]:
    """Every number clue and its cell, in reading order ('?' left out)."""
    return [
        ((i, j), int(token)) for i, row in enumerate(puzzle.tokens) for j, token in enumerate(row) if token not in ".?"
    ]


def _pairs(cell: Cell) -> tuple[list[Edge], list[Edge]]:
    """The cell's west and east edges, and its north and south edges (some may lie off the board)."""
    i, j = cell
    return [("h", i, j - 1), ("h", i, j)], [("v", i - 1, j), ("v", i, j)]


def _aux(puzzle: Puzzle, cell: Cell, kind: int) -> Term:
    """The cell's boolean of this kind."""
    return ("x", cell[0] * puzzle.cols + cell[1], kind)


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Rules 1-3 of the module docstring."""
    cells = puzzle.room_cells()
    counted_rooms = {puzzle.rooms[i][j]: (i, j, n) for (i, j), n in numbers(puzzle)}
    turning = {cell for room in counted_rooms for cell in cells[room]}
    out: list[Linear] = []
    for i in range(puzzle.rows):
        for j in range(puzzle.cols):
            cell = (i, j)
            across, down = _pairs(cell)
            if cell not in turning:
                out.append(Linear.count(across + down, 2, why=f"the loop passes through {cell_name(cell)}"))
                continue
            # A cell at the board's edge has no straight way along that side: its boolean is left out, as 0.
            a = [_aux(puzzle, cell, ACROSS)] if 0 < j < puzzle.cols - 1 else []
            d = [_aux(puzzle, cell, DOWN)] if 0 < i < puzzle.rows - 1 else []
            t = _aux(puzzle, cell, TURN)
            out.append(Linear.count([*a, *d, t], 1, why=f"the loop passes through {cell_name(cell)}"))
            why = f"the loop's lines at {cell_name(cell)} go straight or turn"
            for edges, straight in ((across, a), (down, d)):
                terms = (*((e, 1) for e in edges), *((x, -2) for x in straight), (t, -1))
                out.append(Linear(terms, 0, 0, why=why))
    for room, (i, j, n) in counted_rooms.items():
        why = f"the loop makes {counted(n, 'turn')} in the room of the {n} at {cell_name((i, j))}"
        out.append(Linear.count([_aux(puzzle, cell, TURN) for cell in cells[room]], n, why=why))
        straight = [
            _aux(puzzle, (a, b), kind)
            for a, b in cells[room]
            for kind, inside in ((ACROSS, 0 < b < puzzle.cols - 1), (DOWN, 0 < a < puzzle.rows - 1))
            if inside
        ]
        out.append(Linear.count(straight, len(cells[room]) - n, why=why))  # the same, counted as the solver likes
    out += _parities(puzzle, turning)
    return out


def _parities(puzzle: Puzzle, turning: set[Cell]) -> list[Linear]:
    """Each row and column whose every cell has a TURN boolean turns in an even number of its cells.

    Each straight run of the loop along a row ends in two turning cells, and every turning cell ends one
    run along its row (and one along its column).  The count is written in binary with booleans of its
    own, ``("x", rows * cols + line, bit)`` for the half count's bits.
    """
    lines = [[(i, j) for j in range(puzzle.cols)] for i in range(puzzle.rows)]
    lines += [[(i, j) for i in range(puzzle.rows)] for j in range(puzzle.cols)]
    out = []
    for k, line in enumerate(lines):
        if not turning.issuperset(line):
            continue
        terms: list[tuple[Term, int]] = [(_aux(puzzle, cell, TURN), 1) for cell in line]
        bits = range((len(line) // 2).bit_length())
        terms += [(("x", puzzle.rows * puzzle.cols + k, bit), -(2 << bit)) for bit in bits]
        where = f"row {k + 1}" if k < puzzle.rows else f"column {k - puzzle.rows + 1}"
        out.append(Linear(tuple(terms), 0, 0, why=f"the loop turns in an even number of cells of {where}"))
    return out


_SAID = {  # (kind, value) -> the words of a cell's boolean
    (ACROSS, 1): "goes straight across",
    (ACROSS, 0): "does not go straight across",
    (DOWN, 1): "goes straight down through",
    (DOWN, 0): "does not go straight down through",
    (TURN, 1): "turns in",
    (TURN, 0): "does not turn in",
}


def describe(puzzle: Puzzle, term: Term, value: int) -> str:
    """A cell's boolean in words, for the steps of ``hint`` and ``explain``."""
    if term[1] >= puzzle.rows * puzzle.cols:
        return ""  # a bit of a line's count of turns: nothing to tell a person
    cell = divmod(term[1], puzzle.cols)
    return f"the loop {_SAID[term[2], value]} {cell_name(cell)}"


def turns(puzzle: Puzzle, solution: Solution, cell: Cell) -> bool:
    """Whether the loop turns at a cell: one of its lines is horizontal and the other vertical."""
    i, j = cell
    h, v = solution.h, solution.v
    west = j > 0 and h[i][j - 1]
    east = j < puzzle.cols - 1 and h[i][j]
    north = i > 0 and v[i - 1][j]
    south = i < puzzle.rows - 1 and v[i][j]
    return bool(west or east) and bool(north or south)


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
        count = sum(turns(puzzle, solution, cell) for cell in cells[puzzle.rooms[i][j]])
        if count != n:
            problems.append(f"the loop makes {counted(count, 'turn')} in the room of the {n} at {cell_name((i, j))}")
    return problems
