"""Country Road's generator: rooms cut from a random loop, each numbered with the cells the loop visits there.

The loop is cut into runs, each the heart of a room, and the cells off
the loop join a room they touch in whole connected groups
(``dressing.cut_rooms``): so the loop passes each room once and no two
unvisited cells touch across a border. The numbers may then go; the
rooms stay, as a setter's rooms do.
"""

from __future__ import annotations

import random

from loopcp.genres.countryroad import COUNTRY_ROAD
from loopcp.genres.dressing import Dress, cut_rooms, on_loop
from loopcp.grid import Edge
from loopcp.puzzle import Puzzle

LONGEST = 4  # loop cells in a room at most


class CountryRoadDress(Dress):
    """Rooms from the loop, a number in each."""

    monotone = True  # a weakened clue only drops rules: a refusal stays a refusal

    off = 0.2  # fewer cells off the loop: a large group of them makes a large room that a number hardly binds

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle:
        """Each room's number in its first cell in reading order."""
        rooms = cut_rooms(board.rows, board.cols, loop, rng, LONGEST)
        on = on_loop(loop)
        tokens = [["."] * board.cols for _ in range(board.rows)]
        counts: dict[int, int] = {}
        first: dict[int, tuple[int, int]] = {}
        for i in range(board.rows):
            for j in range(board.cols):
                room = rooms[i][j]
                counts[room] = counts.get(room, 0) + ((i, j) in on)
                first.setdefault(room, (i, j))
        for room, (i, j) in first.items():
            tokens[i][j] = str(counts[room])
        return Puzzle.of(self.genre.name, tokens, rooms)


DRESSER = CountryRoadDress(COUNTRY_ROAD)
