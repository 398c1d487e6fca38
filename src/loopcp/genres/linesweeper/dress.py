"""Linesweeper's generator: a random loop, then in every cell off it the count of loop cells around it.

Every cell the loop leaves out takes its number (the loop cells among its
eight neighbours); numbers then go while the loop stays the only one. A
cell the loop passes can hold no number, so ``--symmetry`` is refused.
"""

from __future__ import annotations

import random

from loopcp.genres.dressing import Dress, blank, on_loop, with_clues
from loopcp.genres.linesweeper import LINESWEEPER
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle


def count(on: set[Cell], cell: Cell) -> int:
    """How many of the cells around this one, sides and corners, the loop passes."""
    i, j = cell
    return sum((i + a, j + b) in on for a in (-1, 0, 1) for b in (-1, 0, 1) if a or b)


class LinesweeperDress(Dress):
    """Numbers off the loop."""

    off = 0.4  # cells that lean off the loop: each becomes a number, and numbers are the whole puzzle
    symmetric = symmetric_loop = True  # a number on every cell off a symmetric loop: a symmetric pattern

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle:
        """A number in every cell off the loop."""
        on = on_loop(loop)
        changes = {
            (i, j): str(count(on, (i, j))) for i in range(board.rows) for j in range(board.cols) if (i, j) not in on
        }
        return with_clues(blank(self.genre, board.rows, board.cols), changes)


DRESSER = LinesweeperDress(LINESWEEPER)
