"""Shingoki's generator: a random loop, numbered circles on some cells it passes, more until unique, then fewer.

Where the loop goes straight the circle is white, where it turns black;
its number is the length of the two legs together (the straight runs of
loop edges that leave the cell). Half the loop's cells get their circle
at first, and a cell where a second solution's circle would differ gets
its own until the loop is the only one: circling every cell costs a solve
for each circle that goes again, and a 20x20 board keeps only about 80.
Then circles go while the loop stays the only one. A circle keeps its
number, as in Janko's puzzles: the genre allows a bare circle, but a
numbered one is what a solver expects. A cell off the loop can hold no
circle, so ``--symmetry`` is refused.
"""

from __future__ import annotations

import random

from loopcp.genres.dressing import STEPS, Dress, blank, on_loop, straight, with_clues
from loopcp.genres.shingoki import SHINGOKI
from loopcp.genres.shingoki.codes import BLACK, WHITE
from loopcp.genres.symmetry import orbit
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle, Solution

SHARE = 0.5  # the loop's cells circled at first: with fewer, a large board needs more than MAX_REPAIRS


def circle(loop: frozenset[Edge], cell: Cell) -> str:
    """The circle the loop implies at one of its cells: its colour and the length of its legs."""
    north, south, west, east = (straight(loop, cell, step) for step in STEPS)
    colour = WHITE if (north and south) or (west and east) else BLACK
    return f"{colour}{north + south + west + east}"


class ShingokiDress(Dress):
    """Numbered circles on the loop."""

    symmetric = symmetric_loop = True  # circles on a symmetric loop chosen in orbits: a symmetric pattern

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle:
        """A circle on a random share of the loop's cells."""
        chosen: dict[Cell, bool] = {}
        for cell in sorted(on_loop(loop)):  # an orbit decided at its first cell (a symmetric loop: a symmetric pattern)
            if cell not in chosen:
                chosen.update(dict.fromkeys(orbit(cell, board.rows, board.cols, self.turns), rng.random() < SHARE))
        changes = {cell: circle(loop, cell) for cell, kept in chosen.items() if kept}
        return with_clues(blank(self.genre, board.rows, board.cols), changes)

    def repair(self, puzzle: Puzzle, loop: frozenset[Edge], rival: Solution, rng: random.Random) -> Puzzle | None:
        """A circle on a cell of the loop where the rival passes otherwise, or not at all."""
        theirs = rival.edges()
        on, their_on = on_loop(loop), on_loop(theirs)
        differ = [
            cell
            for cell in sorted(on)
            if puzzle.tokens[cell[0]][cell[1]] == "."
            and (cell not in their_on or circle(theirs, cell) != circle(loop, cell))
        ]
        if not differ:
            return None
        cells = orbit(rng.choice(differ), puzzle.rows, puzzle.cols, self.turns)  # symmetric: its images too
        return with_clues(
            puzzle, {cell: circle(loop, cell) for cell in cells if puzzle.tokens[cell[0]][cell[1]] == "."}
        )


DRESSER = ShingokiDress(SHINGOKI)
