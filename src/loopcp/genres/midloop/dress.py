"""Mid-loop's generator: a random loop, a circle at the midpoint of each of its straight segments.

A segment of even length has its midpoint on a cell's centre, one of odd
length on the border between two cells; every circle may go.  A cell
holding two circles (on its east and south sides, where two short
segments meet) may lose either first.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.genres.dressing import Dress, blank, clue_at, ends, with_clues
from loopcp.genres.midloop import MIDLOOP
from loopcp.genres.midloop.codes import CENTRE, EAST, SOUTH, token_of
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle


def midpoints(loop: frozenset[Edge]) -> dict[Cell, str]:
    """Each cell's circles: the midpoints of the loop's maximal straight runs of edges."""
    places: dict[Cell, str] = {}
    for edge in loop:
        kind, i, j = edge
        before: Edge = (kind, i, j - 1) if kind == "h" else (kind, i - 1, j)
        if before in loop:
            continue  # not the first edge of its segment
        length = 1
        while ((kind, i, j + length) if kind == "h" else (kind, i + length, j)) in loop:
            length += 1
        half, odd = divmod(length, 2)
        start = ends(edge)[0]
        cell = (start[0], start[1] + half) if kind == "h" else (start[0] + half, start[1])
        place = CENTRE if not odd else EAST if kind == "h" else SOUTH
        places[cell] = places.get(cell, "") + place
    return {cell: token_of(p) for cell, p in places.items()}


class MidloopDress(Dress):
    """Circles at the midpoints."""

    # Not symmetric: clues are removed a cell's token at a time, and a token holds circles on its east and south
    # sides too, whose images under a turn sit in other cells' tokens (rot2 left circles without partners).
    symmetric = symmetric_loop = False
    monotone = True  # a weakened clue only drops circles: a refusal stays a refusal

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle:
        """Every midpoint's circle."""
        return with_clues(blank(self.genre, board.rows, board.cols), midpoints(loop))

    def weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """No circle, or one of two."""
        token = clue_at(puzzle, cell)
        if token == ".":
            return []
        return [".", *(p for p in token if len(token) > 1)]


DRESSER = MidloopDress(MIDLOOP)
