"""Mid-loop's generator: a random loop, a circle at the midpoint of each of its straight segments.

A segment of even length has its midpoint on a cell's centre, one of odd
length on the border between two cells; every circle may go.  A cell
holding two circles (on its east and south sides, where two short
segments meet) may lose either first.

With ``--symmetry`` the places of the circles are symmetric: the loop is
drawn symmetric (``symmetry.symmetric``), so its segments' images are
its segments and their midpoints the images of theirs, and circles go a
place's orbit at a time (``genres.places``: a token holds circles on its
cell's east and south sides, whose images lie in other cells' tokens).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.genres.dressing import blank, clue_at, ends, with_clues
from loopcp.genres.midloop import MIDLOOP
from loopcp.genres.midloop.codes import CENTRE, EAST, PLACES, SOUTH, token_of
from loopcp.genres.places import Dotted
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


class MidloopDress(Dotted):
    """Circles at the midpoints."""

    symmetric = symmetric_loop = True  # a symmetric loop's midpoints are symmetric; circles go an orbit of places
    monotone = True  # a weakened clue only drops circles: a refusal stays a refusal

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle:
        """Every midpoint's circle."""
        return with_clues(blank(self.genre, board.rows, board.cols), midpoints(loop))

    def token_weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """No circle, or one of two."""
        token = clue_at(puzzle, cell)
        if token == ".":
            return []
        return [".", *(p for p in token if len(token) > 1)]

    def holds(self, token: str, rank: int) -> bool:
        """A circle on the centre (``o``), the east side (``e``) or the south side (``s``); none on a corner."""
        return rank < len(PLACES) and PLACES[rank] in token

    def dropped(self, token: str, rank: int) -> str:
        """The token without that circle."""
        return token_of(token.replace(PLACES[rank], ""))


DRESSER = MidloopDress(MIDLOOP)
