"""Castle Wall's rules: linear constraints for the solver, and an independent check for the verifier.

Some cells are walls (every clue cell is one), which the loop never enters;
a white wall (``o``) lies inside the loop, a black one (``x``) outside, a
grey one either; an arrow with a number counts the loop's segments in that
direction, from the wall to the edge of the board: horizontal segments for
a horizontal arrow, vertical for a vertical one (pzprjs's checker list for
``castle``: checkArrowNumberGt/Lt, checkShadedOutside,
checkUnshadedInside, checkNumberHasArrow, and the loop core's rules).

Linear, with off(c) the literal of cell c being off the loop and the face
terms of the centres' lattice (inside the loop or not):

- a wall: off(c) = 1;
- a wall off the loop lies on the same side as the face south-east of its
  centre (no loop edge touches the centre, so the four faces around it
  agree; a face off the board is outside): that face is 1 for white, 0 for
  black;
- an arrow: the sum of the edges in its ray is its number;
- a number without an arrow (``3x``: pzprjs reads it from a file or a URL
  and its checker calls it an error, anNoArrow): 0 = 1, never solved.
"""

from __future__ import annotations

import re

from loopcp.genres.base import Linear, Term, visited
from loopcp.grid import Cell, Edge
from loopcp.naming import cell_name, counted
from loopcp.puzzle import Puzzle, Solution

TOKEN = re.compile(r"^(?:(\d+|\?)([nsew])|(\d+))?([xo]?)$")  # count and direction (or a bare count), then the colour
COLOURS = {"o": "white", "x": "black", "": "grey"}


def parse(token: str) -> tuple[int | None, str, str] | None:
    """A wall's (number or None, direction or '', colour 'o'/'x'/''), or None for a cell that is not a wall.

    A number without a direction is pzprjs's error anNoArrow (``3x``, ``3``).
    """
    if token == ".":
        return None
    if token == "#":
        return None, "", ""
    match = TOKEN.match(token)
    assert match is not None and token, token
    number, direction, bare, colour = match.groups()
    if bare is not None:
        return int(bare), "", colour
    return (None if number in (None, "?") else int(number)), direction or "", colour


def ray(puzzle: Puzzle, cell: Cell, direction: str) -> list[Edge]:
    """The edges from a cell to the board's edge in a direction (n, s, w, e)."""
    i, j = cell
    if direction == "e":
        return [("h", i, k) for k in range(j, puzzle.cols - 1)]
    if direction == "w":
        return [("h", i, k) for k in range(j)]
    if direction == "s":
        return [("v", k, j) for k in range(i, puzzle.rows - 1)]
    return [("v", k, j) for k in range(i)]


def walls(puzzle: Puzzle) -> list[tuple[Cell, int | None, str, str]]:
    """Every wall: its cell, number, direction and colour."""
    out = []
    for i, row in enumerate(puzzle.tokens):
        for j, token in enumerate(row):
            wall = parse(token)
            if wall is not None:
                out.append(((i, j), *wall))
    return out


def constraints(puzzle: Puzzle) -> list[Linear]:
    """A wall off the loop, on its colour's side, and its arrow's count."""
    out: list[Linear] = []
    for (i, j), number, direction, colour in walls(puzzle):
        name = cell_name((i, j))
        out.append(Linear.count([("o", i, j)], 1, why=f"the wall at {name} is off the loop", given=True))
        face: Term = ("f", i, j)
        if colour:
            side = "inside" if colour == "o" else "outside"
            why = f"the {COLOURS[colour]} wall at {name} lies {side} the loop"
            out.append(Linear.count([face], int(colour == "o"), why=why))
        if number is not None and not direction:  # never solved, as the verifier says
            out.append(Linear.count([], 1, why=f"the number at {name} has no arrow"))
        elif number is not None:
            why = f"the arrow at {name} sees {counted(number, 'loop segment')}"
            out.append(Linear.count(ray(puzzle, (i, j), direction), number, why=why))
    return out


def inside(puzzle: Puzzle, solution: Solution, cell: Cell) -> bool:
    """Whether a cell centre off the loop lies inside it: the vertical loop edges west of the face south-east of it."""
    i, j = cell
    if i >= puzzle.rows - 1 or j >= puzzle.cols - 1:
        return False
    return sum(solution.v[i][k] for k in range(j + 1)) % 2 == 1


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check every wall from the matrices, naming cells r1c1."""
    h, v = solution.h, solution.v
    on = visited(puzzle, solution)
    problems = []
    for cell, number, direction, colour in walls(puzzle):
        if on[cell[0]][cell[1]]:
            problems.append(f"the loop passes through the wall {cell_name(cell)}")
        elif colour and inside(puzzle, solution, cell) != (colour == "o"):
            side = "outside" if colour == "o" else "inside"
            problems.append(f"the {COLOURS[colour]} wall {cell_name(cell)} lies {side} the loop")
        if number is not None and not direction:
            problems.append(f"the number at {cell_name(cell)} has no arrow")
        elif number is not None:
            count = sum((h if kind == "h" else v)[a][b] for kind, a, b in ray(puzzle, cell, direction))
            if count != number:
                problems.append(f"the arrow at {cell_name(cell)} sees {counted(count, 'loop segment')}, clue {number}")
    return problems
