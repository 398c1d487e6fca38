"""Regional Yajilin's generator: random rooms, a random loop that keeps the shading rules, a number per room.

Rooms come first (a setter draws them before the loop), then CP-SAT draws
a loop on them under the genre's own rules without numbers (every cell on
the loop or shaded, shaded cells apart); each room gets its count of
shaded cells, and the numbers may go.  With ``--symmetry`` the rooms
are grown symmetric and the loop drawn so: the room layout is symmetric
(the numbers, each in its room's first cell, need not be).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.genres.base import Linear
from loopcp.genres.dressing import Dress, blank, numbered, on_loop, random_rooms
from loopcp.genres.regionalyajilin import REGIONAL_YAJILIN
from loopcp.genres.rooming import alone, can_leave
from loopcp.genres.symmetry import orbit
from loopcp.grid import MIRROR, Edge
from loopcp.puzzle import Puzzle, Solution

ROOM = 4  # cells a room has, about


class RegionalYajilinDress(Dress):
    """Rooms first, then a loop, then numbers."""

    monotone = True  # a weakened clue only drops rules: a refusal stays a refusal
    symmetric = symmetric_loop = True  # symmetric rooms, a symmetric loop: a symmetric room layout

    def turned(self, turns: int) -> RegionalYajilinDress:
        """The dresser for a symmetric room layout; under the mirror, with a loop drawn free on the rooms.

        A loop the mirror keeps crosses the mirror's line twice, so every
        other cell on that line (or, on an even board, beside its own
        image) is shaded, and shaded cells are apart: no board of six rows
        has one. The layout alone is the pattern, so the loop need not be.
        """
        out = super().turned(turns)
        out.symmetric_loop = turns != MIRROR
        return out

    # nearly every cell can often be routed another way through the same cells, which no clue tells apart

    off = 0.6  # cells that lean off the loop: shaded cells are apart, so few would be, and a loop through
    # nearly every cell can often be routed another way through the same cells, which no clue tells apart

    def board(self, rows: int, cols: int, rng: random.Random) -> tuple[Puzzle, list[Linear]]:
        """Random rooms without numbers, and the genre's rules on them."""
        board = blank(self.genre, rows, cols, random_rooms(rows, cols, rng, ROOM, turns=self.turns))
        return board, self.genre.constraints(board)

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle:
        """Each room's count of shaded cells, in its first cell in reading order."""
        on = on_loop(loop)
        return numbered(board, board.rooms, lambda cell: cell not in on)

    def repair(self, puzzle: Puzzle, loop: frozenset[Edge], rival: Solution, rng: random.Random) -> Puzzle | None:
        """A cell shaded in one loop and not the other becomes a room of its own (its room stays in one piece)."""
        on, theirs = on_loop(loop), on_loop(rival.edges())
        differ = [
            (i, j)
            for i in range(puzzle.rows)
            for j in range(puzzle.cols)
            if ((i, j) in on) != ((i, j) in theirs) and can_leave(puzzle.rooms, (i, j))
        ]
        if not differ:
            return None
        rooms: Sequence[Sequence[int]] = puzzle.rooms
        cell = rng.choice(differ)
        for image in orbit(cell, puzzle.rows, puzzle.cols, self.turns):  # symmetric rooms: each image alone too
            if image != cell and not can_leave(rooms, image):
                return None
            rooms = alone(rooms, image)
        return numbered(puzzle, rooms, lambda cell: cell not in on)


DRESSER = RegionalYajilinDress(REGIONAL_YAJILIN)
