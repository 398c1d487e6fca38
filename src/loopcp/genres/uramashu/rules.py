"""Ura-Masyu's rules: Masyu's, each pearl taking the other colour's rule.

Every pearl is on the loop.  At a white pearl the loop turns and goes
straight through both cells next to it on the loop; at a black pearl it
goes straight and turns in at least one of the two cells next to it.
puz.link's editor plays it as the Masyu of the same URL with the colours
swapped (pzprjs mashu.js, ``revCircle``), which is how this module says
it: Masyu's linear form of the other colour (``masyu.rules.clue_rules``),
and for the verifier Masyu's definition of which pearl a loop allows in a
cell (``masyu.rules.pearl``), which must be the other colour.
"""

from __future__ import annotations

import dataclasses

from loopcp.genres.base import Linear
from loopcp.genres.masyu import rules as masyu
from loopcp.genres.masyu.codes import BLACK, WHITE
from loopcp.grid import Cell, Edge
from loopcp.naming import cell_name
from loopcp.puzzle import Puzzle, Solution

SWAPPED = {WHITE: BLACK, BLACK: WHITE}  # a pearl -> the Masyu pearl whose rule it follows
COLOUR = {WHITE: "white", BLACK: "black"}


def clue_rules(cell: Cell, ch: str) -> list[Linear]:
    """The linear form of one pearl's rule (nothing for an empty cell), each saying which half of the rule it is.

    Masyu's black rule is two counts (it turns) then four legs (straight
    on); its white rule three (straight through) then two (a turn beside).
    """
    if ch not in SWAPPED:
        return []
    where = f"the {COLOUR[ch]} pearl at {cell_name(cell)}"
    if ch == WHITE:
        words = [f"the loop turns at {where}"] * 2 + [f"the loop goes straight on from both sides of {where}"] * 4
    else:
        words = [f"the loop goes straight through {where}"] * 3 + [f"the loop turns next to {where}, on a side"] * 2
    found = masyu.clue_rules(cell, SWAPPED[ch])
    return [dataclasses.replace(c, why=why) for c, why in zip(found, words, strict=True)]


def constraints(puzzle: Puzzle) -> list[Linear]:
    """The linear form of every pearl's rule."""
    return [c for i, row in enumerate(puzzle.cells) for j, ch in enumerate(row) for c in clue_rules((i, j), ch)]


def violations(puzzle: Puzzle, solution: Solution) -> list[str]:
    """Check every pearl from the solution's matrices, in words, naming cells r1c1 as hints do."""
    h, v = solution.h, solution.v
    rows, cols = puzzle.rows, puzzle.cols

    def on(edge: Edge) -> bool:
        kind, i, j = edge
        if kind == "h":
            return 0 <= i < rows and 0 <= j < cols - 1 and h[i][j] == 1
        return 0 <= i < rows - 1 and 0 <= j < cols and v[i][j] == 1

    def straight(i: int, j: int) -> bool:
        return (on(("v", i - 1, j)) and on(("v", i, j))) or (on(("h", i, j - 1)) and on(("h", i, j)))

    problems = []
    for i, row in enumerate(puzzle.cells):
        for j, ch in enumerate(row):
            if ch not in SWAPPED or masyu.pearl(on, (i, j)) == SWAPPED[ch]:
                continue
            where = f"the {COLOUR[ch]} pearl at {cell_name((i, j))}"
            through = [on(("v", i - 1, j)), on(("v", i, j)), on(("h", i, j - 1)), on(("h", i, j))]
            if not any(through):
                problems.append(f"{where} is not on the loop")
            elif ch == WHITE and straight(i, j):
                problems.append(f"the loop goes straight through {where}")
            elif ch == WHITE:
                problems.append(f"a leg of {where} turns in the next cell")
            elif not straight(i, j):
                problems.append(f"the loop turns at {where}")
            else:
                problems.append(f"the loop turns next to {where} in neither cell")
    return problems
