"""How ``loopcp generate`` makes Ura-Masyu puzzles: Masyu's pearly loops, each pearl the other colour.

A cell where Masyu's rules allow a white pearl holds Ura-Masyu's black
one, and the other way round; the pearls then go in a shuffled order
while the loop stays the only one, as Masyu's do.
"""

from __future__ import annotations

import random

from loopcp.generation.clues import Board, Clue, Shape
from loopcp.genres.base import Genre
from loopcp.genres.masyu.recipe import MasyuRecipe
from loopcp.genres.uramashu import URAMASHU
from loopcp.genres.uramashu.rules import SWAPPED


class UraMasyuRecipe(MasyuRecipe):
    """Masyu's recipe, the pearls swapped."""

    genre: Genre = URAMASHU

    def clues(self, board: Board, shape: Shape, rng: random.Random, turns: int = 1) -> list[Clue]:
        """A pearl in every cell that can hold one, with the faces around it."""
        return [
            board.clue([(cell, SWAPPED[ch]) for cell, ch in c.marks], c.faces)
            for c in super().clues(board, shape, rng, turns)
        ]


RECIPE = UraMasyuRecipe()
