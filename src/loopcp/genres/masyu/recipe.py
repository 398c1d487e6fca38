"""How ``loopcp generate`` makes Masyu puzzles: a pearly loop, and a pearl wherever one fits.

The loop comes from ``pearly.pearly``, shaped so that nearly every cell of
it can hold a pearl: with the random loops that suit Slitherlink, the full
set of pearls almost never has a unique solution.  Which pearl a cell can
hold is ``rules.pearl``, the same definition the verifier uses.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.errors import UnsupportedError
from loopcp.generation.clues import Board, Clue, Shape
from loopcp.genres.base import Genre
from loopcp.genres.masyu import MASYU
from loopcp.genres.masyu.pearly import pearly
from loopcp.genres.masyu.rules import pearls
from loopcp.grid import Cell, Edge, Face


class MasyuRecipe:
    """Every pearl the loop allows, removed in a shuffled order; symmetric loops for symmetric patterns."""

    genre: Genre = MASYU
    symmetric_loop = True
    symmetric = True
    regions = False

    def faces(self, rows: int, cols: int) -> tuple[int, int]:
        """The faces between the cell centres."""
        return rows - 1, cols - 1

    def region(
        self, rows: int, cols: int, rng: random.Random, turns: int, deadline: float | None = None
    ) -> frozenset[Face]:
        """A region whose loop can carry a pearl nearly everywhere."""
        return pearly(rows, cols, rng, turns=turns, deadline=deadline)

    def clues(self, board: Board, shape: Shape, rng: random.Random, turns: int = 1) -> list[Clue]:
        """A pearl in every cell that can hold one, with the faces around it (a pearl's orbit is cells')."""
        rows, cols = board.rows, board.cols
        out = []
        for (i, j), ch in sorted(pearls(rows, cols, shape.loop).items()):
            near = [(a, b) for a in (i - 1, i) for b in (j - 1, j) if 0 <= a < rows - 1 and 0 <= b < cols - 1]
            out.append(board.clue([((i, j), ch)], near))
        return out

    def order(self, clues: Sequence[Clue], orbits: list[list[int]], rng: random.Random) -> list[list[int]]:
        """A shuffled order."""
        out = list(orbits)
        rng.shuffle(out)
        return out

    def merged(self, board: Board, cells: Sequence[Cell], loop: frozenset[Edge]) -> Clue:
        """Masyu has no regions."""
        raise UnsupportedError("Masyu clues do not merge into regions")


RECIPE = MasyuRecipe()
