"""Country Road's generator: rooms cut from a random loop, each numbered with the cells the loop visits there.

The loop is cut into runs, each the heart of a room, and the cells off
the loop join a room they touch in whole connected groups
(``dressing.cut_rooms``): so the loop passes each room once and no two
unvisited cells touch across a border. Where a second solution survives,
a cell at the end of a run that it leaves out becomes a room of its own.
The numbers may then go; the rooms stay, as a setter's rooms do.
"""

from __future__ import annotations

import random

from loopcp.genres.countryroad import COUNTRY_ROAD
from loopcp.genres.dressing import Dress, cut_rooms, numbered, on_loop, order
from loopcp.genres.rooming import alone, can_leave
from loopcp.grid import Edge
from loopcp.puzzle import Puzzle, Solution

LONGEST = 4  # loop cells in a room at most


class CountryRoadDress(Dress):
    """Rooms from the loop, a number in each."""

    monotone = True  # a weakened clue only drops rules: a refusal stays a refusal

    off = 0.2  # fewer cells off the loop: a large group of them makes a large room that a number hardly binds

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle:
        """Each room's number in its first cell in reading order."""
        on = on_loop(loop)
        return numbered(board, cut_rooms(board.rows, board.cols, loop, rng, LONGEST), lambda cell: cell in on)

    def repair(self, puzzle: Puzzle, loop: frozenset[Edge], rival: Solution, rng: random.Random) -> Puzzle | None:
        """A cell at the end of its room's run that the rival leaves out becomes a room of its own (number 1).

        Its room keeps one run of the loop and stays in one piece, so the
        loop still passes each room once; the rival misses the new room.
        """
        theirs = on_loop(rival.edges())
        cells = order(loop)
        rooms = puzzle.rooms
        ends = []
        for k, (i, j) in enumerate(cells):
            before, after = cells[k - 1], cells[(k + 1) % len(cells)]
            beside = [rooms[a][b] == rooms[i][j] for a, b in (before, after)]
            if (i, j) not in theirs and sum(beside) == 1 and can_leave(rooms, (i, j)):
                ends.append((i, j))
        if not ends:
            return None
        on = on_loop(loop)
        return numbered(puzzle, alone(rooms, rng.choice(sorted(ends))), lambda cell: cell in on)


DRESSER = CountryRoadDress(COUNTRY_ROAD)
