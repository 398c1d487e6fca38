"""Moon or Sun's generator: rooms cut from a random loop, a moon or a sun in every cell.

The loop is cut into runs, each the heart of a room (``dressing.cut_rooms``);
the rooms take moons and suns in turn along the loop. Every cell of a
room gets a circle: the room's kind where the loop passes, the other kind
where it does not. Then circles go while the loop stays the only one.
Every cell holds a clue, so a symmetric pattern of removals stays
symmetric: ``--symmetry`` works.
"""

from __future__ import annotations

import random

from loopcp.genres.dressing import Dress, cut_rooms, on_loop
from loopcp.genres.moonsun import MOON_SUN
from loopcp.grid import Edge
from loopcp.puzzle import Puzzle

MOON, SUN = "x", "o"
LONGEST = 5  # loop cells in a room at most


class MoonSunDress(Dress):
    """Rooms from the loop, circles everywhere."""

    symmetric = True

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle | None:
        """Rooms of alternating kinds; each cell the kind the loop takes there or the other one."""
        rooms = cut_rooms(board.rows, board.cols, loop, rng, LONGEST)
        if rooms is None or max(max(row) for row in rooms) < 1:
            return None  # one room: nothing to alternate with
        on = on_loop(loop)
        first = rng.choice((MOON, SUN))
        other = {MOON: SUN, SUN: MOON}
        tokens = [
            [
                (first if rooms[i][j] % 2 == 0 else other[first])
                if (i, j) in on
                else (other[first] if rooms[i][j] % 2 == 0 else first)
                for j in range(board.cols)
            ]
            for i in range(board.rows)
        ]
        return Puzzle.of(self.genre.name, tokens, rooms)


DRESSER = MoonSunDress(MOON_SUN)
