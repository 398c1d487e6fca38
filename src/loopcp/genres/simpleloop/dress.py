"""Simple Loop's generator: a random loop, every cell off it shaded.

No clue can go: an open cell must be on the loop, so a shaded cell that
opened would break it. Uniqueness is the loop's own luck, and the
generator tries loops until one is the only way through its open cells.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.genres.dressing import Dress, on_loop
from loopcp.genres.simpleloop import SIMPLE_LOOP
from loopcp.genres.simpleloop.codes import SHADED
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle


class SimpleLoopDress(Dress):
    """Shade the cells the loop leaves out."""

    symmetric = symmetric_loop = True  # the cells off a symmetric loop: a symmetric pattern
    off = 0.2

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle:
        """Every cell off the loop shaded."""
        on = on_loop(loop)
        rows = tuple("".join("." if (i, j) in on else SHADED for j in range(board.cols)) for i in range(board.rows))
        return Puzzle(board.genre, board.rows, board.cols, rows)

    def weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """Nothing: every shaded cell is needed by the loop itself."""
        return []


DRESSER = SimpleLoopDress(SIMPLE_LOOP)
