"""Numberlink's and Arukone's rules: the pairs the solver joins, and an independent check for the verifier.

Each number appears on exactly two cells; a path through orthogonally
adjacent cell centres joins them.  Paths do not branch, cross or share a
cell, and a number is an end of its path, never passed through (pzprjs's
checker list for ``numlin``: checkBranchLine, checkCrossLine,
checkTripleObject, checkLinkSameNumber, checkLineOverLetter,
checkDeadendConnectLine, checkDisconnectLine, checkNoLineObject).
Arukone adds one rule: every cell is on a path (checkNoLine).

The solver's half is small: the pairs themselves (``ends``), which the
path core of ``cpsat.paths`` joins, and for Arukone one constraint a cell,
"not off the paths", over its self-loop literal.  A number that does not
appear exactly twice has no answer, and nor has a board without numbers
(no path to draw, as pzprjs's "there is no line" says): one constraint
that never holds says so, naming the number (``unpaired``).  The
verifier's half walks the drawn lines in plain Python.
"""

from __future__ import annotations

from collections import defaultdict

from loopcp.genres.base import OFF, Linear
from loopcp.grid import Cell
from loopcp.naming import cell_name, counted
from loopcp.puzzle import Puzzle, Solution


def numbers(puzzle: Puzzle) -> dict[int, list[Cell]]:
    """Each number and the cells that hold it, in reading order, numbers ascending."""
    found: dict[int, list[Cell]] = defaultdict(list)
    for i, row in enumerate(puzzle.tokens):
        for j, token in enumerate(row):
            if token != ".":
                found[int(token)].append((i, j))
    return dict(sorted(found.items()))


def ends(puzzle: Puzzle) -> tuple[tuple[Cell, Cell], ...]:
    """The two cells of each number that appears twice, numbers ascending: the pairs that paths join."""
    return tuple((cells[0], cells[1]) for cells in numbers(puzzle).values() if len(cells) == 2)


NO_NUMBERS = "the board has no numbers, so there is no path to draw"


def unpaired(puzzle: Puzzle) -> list[str]:
    """What makes the numbers unpairable, in words: an empty board, or each number not written exactly twice."""
    found = numbers(puzzle)
    if not found:
        return [NO_NUMBERS]
    return [_unpaired(n, cells) for n, cells in found.items() if len(cells) != 2]


def _unpaired(n: int, cells: list[Cell]) -> str:
    """A number written once or more than twice, in words that name its cells."""
    if len(cells) == 1:
        return f"the {n} at {cell_name(cells[0])} has no partner"
    return f"the {n} appears {counted(len(cells), 'time')} ({', '.join(map(cell_name, cells))}), not twice"


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Nothing beyond the pairs, but a constraint that never holds where the numbers cannot be paired."""
    return [Linear((), 1, 0, why=why) for why in unpaired(puzzle)]


def full_constraints(puzzle: Puzzle) -> list[Linear]:
    """Arukone: Numberlink's, and every cell without a number on a path."""
    return constraints(puzzle) + [
        Linear.count([(OFF, i, j)], 0, why=f"every cell is on a path, {cell_name((i, j))} too")
        for i in range(puzzle.rows)
        for j in range(puzzle.cols)
        if puzzle.tokens[i][j] == "."
    ]


def _walk(start: Cell, near: dict[Cell, list[Cell]]) -> list[Cell]:
    """The cells of the unbranched line from an end, in order, to its other end."""
    path, previous, current = [start], None, start
    while True:
        ahead = [c for c in near[current] if c != previous]
        if not ahead or (previous is not None and len(near[current]) != 2):
            return path
        previous, current = current, ahead[0]
        path.append(current)


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """The first of Numberlink's rules that the drawn lines break (one fault often breaks several)."""
    return _problems(puzzle, solution, full=False)[:1]


def full_violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """The first of Arukone's rules that the drawn lines break: Numberlink's, and every cell on a path."""
    return _problems(puzzle, solution, full=True)[:1]


def _problems(puzzle: Puzzle, solution: Solution, *, full: bool) -> list[str]:
    """Each broken rule in words, in pzprjs's order: branches, numbers passed through, dead ends, cells left out."""
    near = solution.neighbours(puzzle.rows, puzzle.cols)
    out = unpaired(puzzle)
    branches, through, dead, lonely, empty = [], [], [], [], []
    for i in range(puzzle.rows):
        for j in range(puzzle.cols):
            degree, token, name = len(near[i, j]), puzzle.tokens[i][j], cell_name((i, j))
            if degree > 2:
                branches.append(f"the paths branch at {name}: it has {counted(degree, 'line')}")
            elif token != "." and degree == 2:
                through.append(f"a path passes through the {token} at {name}: a number ends its path")
            elif token == "." and degree == 1:
                dead.append(f"a path ends at {name}, which holds no number")
            elif token != "." and degree == 0:
                lonely.append(f"the {token} at {name} has no line")
            elif full and degree == 0:
                empty.append(f"{name} is on no path: in Arukone every cell is")
    out += branches + through + dead
    if out:
        return out
    walked: set[Cell] = set()
    for cells in numbers(puzzle).values():
        path = _walk(cells[0], near)
        walked.update(path)
        end = path[-1]
        if len(path) > 1 and end != cells[1]:
            mine, other = puzzle.tokens[cells[0][0]][cells[0][1]], puzzle.tokens[end[0]][end[1]]
            out.append(f"the path from the {mine} at {cell_name(cells[0])} ends at the {other} at {cell_name(end)}")
    stray = sorted(c for c, ns in near.items() if ns and c not in walked)
    if stray:
        out.append(f"a loop through {cell_name(stray[0])} joins no numbers")
    return out + lonely + empty
