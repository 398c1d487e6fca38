"""Tapa-Like Loop's generator: a random loop, then in every cell off it the runs of loop cells around it.

Every cell the loop leaves out takes its clue (the runs it sees; ``0``
where it sees none), but a cell the loop runs right round, which no clue
allows; clues then go while the loop stays the only one.  The clues sit
where a symmetric loop leaves cells out, so ``--symmetry`` draws one.
"""

from __future__ import annotations

import random

from loopcp.genres.dressing import Dress, blank, on_loop, with_clues
from loopcp.genres.tapalikeloop import TAPA_LIKE_LOOP
from loopcp.genres.tapalikeloop.rules import join, ring, runs
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle


def clue(loop: frozenset[Edge], on: set[Cell], cell: Cell) -> str | None:
    """The clue a cell off the loop takes: its runs joined by commas, ``0`` for none (None: the loop is right round)."""
    cells = ring(cell)
    lit = [c in on for c in cells]
    joined = [lit[k] and lit[(k + 1) % 8] and join(cells[k], cells[(k + 1) % 8]) in loop for k in range(8)]
    found = runs(lit, joined)
    if found is None:
        return None
    return ",".join(map(str, found)) if found else "0"


class TapaLikeLoopDress(Dress):
    """Clues off the loop."""

    symmetric = symmetric_loop = True  # clues off a symmetric loop: a symmetric pattern
    monotone = True  # a clue that goes frees its cell and drops its runs: rules only go
    off = 0.4  # cells that lean off the loop: each may hold a clue

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle:
        """A clue in every cell off the loop that can hold one."""
        on = on_loop(loop)
        changes: dict[Cell, str] = {}
        for i in range(board.rows):
            for j in range(board.cols):
                found = None if (i, j) in on else clue(loop, on, (i, j))
                if found is not None:
                    changes[(i, j)] = found
        return with_clues(blank(self.genre, board.rows, board.cols), changes)


DRESSER = TapaLikeLoopDress(TAPA_LIKE_LOOP)
