"""The loops a generator tries: each grown at random, with every clue it implies.

Both ways of making puzzles (unique and minimal, and graded) start the
same way, so the random choices of a seed are made in one place, in one
order: the loop's region, then its clues; the caller then draws its order
of removals from the same generator before the next loop is grown.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import TYPE_CHECKING

from loopcp.generation.clues import Board, Clue, Recipe, Shape
from loopcp.generation.growth import boundary

if TYPE_CHECKING:
    from loopcp.generation.uniqueness import Clock, Stats


def grown(
    recipe: Recipe, board: Board, rng: random.Random, *, turns: int, clock: Clock, stats: Stats, tries: int
) -> Iterator[tuple[Shape, list[Clue]]]:
    """Up to ``tries`` random loops with their full clue sets; the deadline is checked before each."""
    frows, fcols = recipe.faces(board.rows, board.cols)
    for _ in range(tries):
        clock.left()
        stats.loops += 1
        inside = recipe.region(frows, fcols, rng, turns if recipe.symmetric_loop else 1, clock.deadline)
        shape = Shape(boundary(inside, frows, fcols), inside)
        yield shape, recipe.clues(board, shape, rng, turns)
