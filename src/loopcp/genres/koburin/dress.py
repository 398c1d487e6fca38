"""Koburin's generator: a random loop that keeps the shading rules, then numbers on some cells off it.

As Yajilin's (``genres/yajilin/dress.py``): some cells off the loop become
clue cells, each counting its shaded neighbours; a number may then go
where nothing else changes.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.genres.dressing import Dress, clue_at, neighbours, with_clues
from loopcp.genres.koburin import KOBURIN
from loopcp.genres.yajilin.dress import CLUES, shaded_cells
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle


class KoburinDress(Dress):
    """Numbers on some cells off a shading loop."""

    # nearly every cell can often be routed another way through the same cells, which no clue tells apart

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle | None:
        """Each clue cell's count of shaded neighbours."""
        clues, shaded = shaded_cells(board, loop, rng, CLUES)
        if not clues:
            return None
        return with_clues(
            board, {cell: str(sum(c in shaded for c in neighbours(cell, board.rows, board.cols))) for cell in clues}
        )

    def weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """A number may go, whole (where nothing else changes), never to ``?``: published Koburins number every clue."""
        return ["."] if clue_at(puzzle, cell) != "." else []


DRESSER = KoburinDress(KOBURIN)
