"""How ``loopcp generate`` makes Touch Slitherlink puzzles: Vertex Slitherlink's dresser with its own count.

Every cell gets the number of places where the loop touches it, and the
numbers then go one by one while the puzzle stays unique.  The loop is
free to touch itself, unlike Vertex Slitherlink's, and leans on the dots
(``off``): a loop that never touches itself touches nearly every cell
once, and those 1s almost never say one loop (none in 200 at 10x10),
where a loop that winds through most dots gives 2s and 3s that do, about
one loop in two.
"""

from __future__ import annotations

import random

from loopcp.genres.base import Linear
from loopcp.genres.dressing import blank
from loopcp.genres.touchslitherlink import TOUCH_SLITHERLINK
from loopcp.genres.vertexslitherlink.dress import CornerDress
from loopcp.genres.vertexslitherlink.rules import corners
from loopcp.grid import Cell, Edge, Point, face_edges
from loopcp.puzzle import Puzzle


class TouchDress(CornerDress):
    """A loop through most of the dots, and the places it touches each cell."""

    off = 0.1  # the share of dots that lean off the loop

    def board(self, rows: int, cols: int, rng: random.Random) -> tuple[Puzzle, list[Linear]]:
        """An empty board; the loop keeps no rule but its own."""
        return blank(self.genre, rows, cols), []

    def count(self, cell: Cell, loop: frozenset[Edge], lit: set[Point]) -> int:
        """The cell's clue on this loop: its corners on the loop less its sides on it (at most 3)."""
        sides = sum(e in loop for e in face_edges(cell))
        return sum(p in lit for p in corners(cell)) - min(sides, 3)


DRESSER = TouchDress(TOUCH_SLITHERLINK)
