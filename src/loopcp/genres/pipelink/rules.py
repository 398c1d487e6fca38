"""Pipelink's rules: the linear constraints for the solver, and an independent check for the verifier.

One loop passes through every cell; it may cross itself, straight across
and straight down in one cell (the loop core's crossings: every cell may
hold one, ``Genre.crossings``), but never branches.  A given piece is
what the loop does in its cell: a crossing, a straight pipe, a turn, and
no other line leaves that cell (pzprjs's checker list: ``ceAddLine``, no
branch, one loop, ``lnNotCrossMk`` a crossing piece crossed, no cell
without the line, no dead end).

Every cell is on the loop (its point term ``o`` is 0); a piece fixes the
cell's four edges, each on or off (edges off the board count 0, so a
piece that points off the board breaks at once, as it should).
"""

from __future__ import annotations

from loopcp.genres.base import Linear
from loopcp.genres.pipelink.codes import WAYS
from loopcp.grid import Cell, Edge
from loopcp.naming import cell_name
from loopcp.puzzle import Puzzle, Solution

NAMES = {"N": "north", "S": "south", "W": "west", "E": "east"}


def sides(cell: Cell) -> dict[str, Edge]:
    """The edges at a cell centre by direction (some may lie off the board)."""
    i, j = cell
    return {"N": ("v", i - 1, j), "S": ("v", i, j), "W": ("h", i, j - 1), "E": ("h", i, j)}


def piece_name(ch: str) -> str:
    """A piece in words, for a person."""
    if ch == "+":
        return "crossing piece"
    return "straight piece" if ch in "|-" else "turn piece"


def clue_rules(cell: Cell, ch: str) -> list[Linear]:
    """A piece fixes its cell's edges: on where its pipe runs, off elsewhere."""
    if ch not in WAYS:
        return []
    at = sides(cell)
    why = f"the {piece_name(ch)} at {cell_name(cell)}"
    on = [at[d] for d in WAYS[ch]]
    off = [at[d] for d in "NSWE" if d not in WAYS[ch]]
    out = [Linear.count(on, len(on), why=why, given=True)]
    if off:
        out.append(Linear.count(off, 0, why=why, given=True))
    return out


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Every cell on the loop, then every piece, in reading order."""
    out = [
        Linear.count([("o", i, j)], 0, why=f"the loop passes through {cell_name((i, j))}")
        for i in range(puzzle.rows)
        for j in range(puzzle.cols)
    ]
    return out + [c for i, row in enumerate(puzzle.cells) for j, ch in enumerate(row) for c in clue_rules((i, j), ch)]


def ways(puzzle: Puzzle, solution: Solution, cell: Cell) -> str:
    """The directions the loop leaves a cell by, read straight from the answer's matrices (N, S, W, E order)."""
    i, j = cell
    h, v = solution.h, solution.v
    found = ""
    if i > 0 and v[i - 1][j]:
        found += "N"
    if i < puzzle.rows - 1 and v[i][j]:
        found += "S"
    if j > 0 and h[i][j - 1]:
        found += "W"
    if j < puzzle.cols - 1 and h[i][j]:
        found += "E"
    return found


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Every piece the loop does not follow and every cell it misses, in words, from the matrices alone."""
    problems = []
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            found = ways(puzzle, solution, (i, j))
            name = cell_name((i, j))
            if not found:
                problems.append(f"the loop does not pass through {name}")
            elif ch in WAYS and set(found) != set(WAYS[ch]):
                if ch == "+":
                    problems.append(f"the loop does not cross itself at the crossing piece at {name}")
                else:  # two or four ways, not the piece's two: at least one the piece has not
                    stray = " and ".join(NAMES[d] for d in found if d not in WAYS[ch])
                    problems.append(f"the loop leaves the {piece_name(ch)} at {name} {stray}")
    return problems
