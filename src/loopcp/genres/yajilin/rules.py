"""Yajilin's rules: linear constraints for the solver, and an independent check for the verifier.

Some cells are clues: an arrow with a number (``2e``: two shaded cells
east of here), a clue cell without a count (``x``, or an arrow whose
number is unknown, ``?e``), or a block (``@``).  A clue cell is neither
on the loop nor shaded.  Every other cell is either on the loop (which
runs through cell centres) or shaded; two shaded cells never share a side;
an arrow's number is the count of shaded cells from it to the board's
edge in its direction (pzprjs's checker list for ``yajilin``:
checkLineOnShadeCell, checkAdjacentShadeCell, checkArrowNumber,
checkEmptyCell_yajilin, and the loop core's rules).  A block also ends an
arrow's view, as the puzzlekit dataset's solver reads it (two of its
Janko puzzles have blocks).

Each rule is linear over the points' "off the loop" literals, off(c),
which the loop's circuit already has (a free cell off the loop is shaded):

- a clue cell: off(c) = 1;
- free neighbours a, b not both shaded: off(a) + off(b) <= 1;
- an arrow N: the sum of off(c) over the free cells it sees is N.

(Measured on the dataset's 610 puzzles: the same rules over sums of
edges, 1 - deg(c)/2, took 878 s, one 25 x 25 puzzle alone over 20 s,
as propagation through the pairs of edges is weak.)
"""

from __future__ import annotations

from loopcp.genres import shading
from loopcp.genres.base import Linear, visited
from loopcp.grid import Cell
from loopcp.naming import cell_name, counted
from loopcp.puzzle import Puzzle, Solution

STEPS = {"n": (-1, 0), "s": (1, 0), "w": (0, -1), "e": (0, 1)}
WORDS = {"n": "north", "s": "south", "w": "west", "e": "east"}
BLOCK = "@"


def arrow(token: str) -> tuple[int, str] | None:
    """An arrow clue's number and direction, or None for a clue without a count."""
    if len(token) >= 2 and token[-1] in STEPS and token[:-1].isdigit():
        return int(token[:-1]), token[-1]
    return None


def ray(puzzle: Puzzle, cell: Cell, direction: str) -> list[Cell]:
    """The free cells an arrow at ``cell`` sees, up to the board's edge or a block."""
    di, dj = STEPS[direction]
    i, j = cell[0] + di, cell[1] + dj
    out = []
    while 0 <= i < puzzle.rows and 0 <= j < puzzle.cols and puzzle.tokens[i][j] != BLOCK:
        if puzzle.tokens[i][j] == ".":
            out.append((i, j))
        i, j = i + di, j + dj
    return out


def constraints(puzzle: Puzzle) -> list[Linear]:
    """Clue cells off the loop, free neighbours not both shaded, arrows' counts."""
    out = shading.constraints(puzzle)
    for i, row in enumerate(puzzle.tokens):
        for j, token in enumerate(row):
            if token.isdigit():  # a number without an arrow: never solved, as the verifier says
                out.append(Linear.count([], 1, why=f"the number at {cell_name((i, j))} has no arrow"))
            clue = arrow(token)
            if clue is not None:
                cells = [shading.off(c) for c in ray(puzzle, (i, j), clue[1])]
                why = f"the arrow at {cell_name((i, j))} sees {counted(clue[0], 'shaded cell')}"
                out.append(Linear.count(cells, clue[0], why=why))
    return out


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check every rule from the matrices (and the answer's own shading, when it has one), naming cells r1c1."""
    on = visited(puzzle, solution)
    problems = shading.violations(puzzle, solution, on)
    dark = shading.shaded(puzzle, on)
    for i, row in enumerate(puzzle.tokens):
        for j, token in enumerate(row):
            if token.isdigit():
                problems.append(f"the number at {cell_name((i, j))} has no arrow")
            clue = arrow(token)
            if clue is not None:
                n, direction = clue
                count = sum(dark[a][b] for a, b in ray(puzzle, (i, j), direction))
                if count != n:
                    where = f"{WORDS[direction]} of {cell_name((i, j))}"
                    problems.append(f"{counted(count, 'shaded cell')} lie {where}, clue {n}")
    return problems
