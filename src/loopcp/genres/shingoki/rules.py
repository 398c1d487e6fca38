"""Shingoki's rules: linear constraints for the solver, and an independent check for the verifier.

The loop runs through cell centres and through every circle: straight
through a white one, turning at a black one (the two rules of Masyu's
pearls at the pearl itself, without Masyu's rules for the cells beside
it).  A circle's number is the length of its two legs together, a leg
being the straight run of loop edges that leaves the circle one way; at
a white circle the two legs make one straight segment through it (the
dataset's published solutions count it so, as puzzlekit does).

Linear, with booleans of the genre's own (``("x", a, b)`` terms): for a
numbered circle and each of its four directions, reach(k) says the leg
that way is at least k edges long: reach(1) is the circle's edge itself,
and reach(k) = reach(k - 1) and the k-th edge, in two inequalities
(the loop core turns them into the three clauses of an "and").  A leg is
then the sum of its reach booleans, and the number their sum over the
four directions.  Both legs are at least 1 long, so no leg of a number N
is longer than N - 1: only those booleans are made, and the edge after
the last of them is off where reach(N - 1) is on.
"""

from __future__ import annotations

from loopcp.genres.base import Linear, Term
from loopcp.grid import Cell, Edge
from loopcp.naming import cell_name, counted
from loopcp.puzzle import Puzzle, Solution

DIRECTIONS = ("north", "south", "west", "east")
WAYS = ((-1, 0), (1, 0), (0, -1), (0, 1))  # the step of each direction, in that order


def clues(puzzle: Puzzle) -> list[tuple[Cell, str, int | None]]:
    """Every circle: its cell, its colour (``w`` or ``b``) and its number (None for a circle without one)."""
    out: list[tuple[Cell, str, int | None]] = []
    for i, row in enumerate(puzzle.tokens):
        for j, token in enumerate(row):
            if token != ".":
                out.append(((i, j), token[0], int(token[1:]) if token[1:] else None))
    return out


def _leg(puzzle: Puzzle, cell: Cell, way: int, most: int) -> list[Edge]:
    """The first ``most`` edges from the circle in one direction (fewer at the board's edge), its own first."""
    (i, j), (di, dj) = cell, WAYS[way]
    out: list[Edge] = []
    a, b = i, j
    while len(out) < most and 0 <= a + di < puzzle.rows and 0 <= b + dj < puzzle.cols:
        out.append(("v", min(a, a + di), b) if di else ("h", a, min(b, b + dj)))
        a, b = a + di, b + dj
    return out


def _shape(cell: Cell, colour: str) -> list[Linear]:
    """On the loop, straight through a white circle, turning at a black one (edges off the board count as 0)."""
    i, j = cell
    north: Edge = ("v", i - 1, j)
    south: Edge = ("v", i, j)
    west: Edge = ("h", i, j - 1)
    east: Edge = ("h", i, j)
    if colour == "w":
        why = f"the loop goes straight through the white circle at {cell_name(cell)}"
        return [
            Linear(((north, 1), (south, -1)), 0, 0, why),
            Linear(((west, 1), (east, -1)), 0, 0, why),
            Linear.count([north, west], 1, why=why),
        ]
    why = f"the loop turns at the black circle at {cell_name(cell)}"
    return [Linear.count([north, south], 1, why=why), Linear.count([west, east], 1, why=why)]


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Every circle on the loop with its shape; a number the sum of its legs."""
    out: list[Linear] = []
    for index, (cell, colour, number) in enumerate(clues(puzzle)):
        out += _shape(cell, colour)
        if number is None:
            continue
        why = f"the legs at the {number} at {cell_name(cell)} are {counted(number, 'edge')} long together"
        total: list[Term] = []
        for way in range(4):
            leg = _leg(puzzle, cell, way, number)  # a leg is at most number - 1 long: one edge more to end it
            longest = min(number - 1, len(leg))
            if longest < 1:
                continue
            reach: list[Term] = [leg[0]]
            for k in range(1, longest):
                here: Term = ("x", 4 * index + way, k + 1)
                out.append(Linear(((here, 2), (reach[-1], -1), (leg[k], -1)), -2, 0, why))  # here: both on
                out.append(Linear(((here, 1), (reach[-1], -1), (leg[k], -1)), -1, 1, why))  # both on: here
                reach.append(here)
            if longest < len(leg):
                out.append(Linear.count([reach[-1], leg[longest]], 0, 1, why))
            total += reach
        out.append(Linear.count(total, number, why=why))
    return out


def describe(puzzle: Puzzle, term: Term, value: int) -> str:
    """How far a circle's leg reaches, in words, for the steps of ``hint`` and ``explain``."""
    index, way = divmod(term[1], 4)
    cell = clues(puzzle)[index][0]
    length = term[2]
    if value:
        return f"the loop runs at least {counted(length, 'edge')} {DIRECTIONS[way]} from {cell_name(cell)}"
    return f"the loop runs fewer than {counted(length, 'edge')} {DIRECTIONS[way]} from {cell_name(cell)}"


def _on(solution: Solution, edge: Edge) -> bool:
    """Whether an edge of the matrices is on the loop (False off the board)."""
    kind, a, b = edge
    grid = solution.h if kind == "h" else solution.v
    return 0 <= a < len(grid) and 0 <= b < len(grid[a]) and grid[a][b] == 1


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check every circle from the matrices, naming cells r1c1."""
    problems = []
    for i, row in enumerate(puzzle.tokens):
        for j, token in enumerate(row):
            if token == ".":
                continue
            ways = []
            for di, dj in WAYS:
                length, a, b = 0, i, j
                while _on(solution, ("v", min(a, a + di), b) if di else ("h", a, min(b, b + dj))):
                    length, a, b = length + 1, a + di, b + dj
                ways.append(length)
            name = f"the {'white' if token[0] == 'w' else 'black'} circle at {cell_name((i, j))}"
            legs = [n for n in ways if n]
            if not legs:
                problems.append(f"the loop does not pass through {name}")
                continue
            straight = (ways[0] > 0 and ways[1] > 0) or (ways[2] > 0 and ways[3] > 0)
            if token[0] == "w" and not straight:
                problems.append(f"the loop turns at {name}")
            elif token[0] == "b" and straight:
                problems.append(f"the loop goes straight through {name}")
            elif token[1:] and sum(legs) != int(token[1:]):
                problems.append(f"the legs at {name} are {sum(legs)} long together, clue {token[1:]}")
    return problems
