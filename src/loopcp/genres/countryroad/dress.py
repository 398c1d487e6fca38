"""Country Road's generator: rooms cut from a random loop, each numbered with the cells the loop visits there.

The loop is cut into runs, each the heart of a room, and the cells off
the loop join a room they touch in whole connected groups
(``dressing.cut_rooms``): so the loop passes each room once and no two
unvisited cells touch across a border. Where a second solution survives,
a cell at the end of a run that it leaves out becomes a room of its own.
The numbers may then go; the rooms stay, as a setter's rooms do.
With ``--symmetry`` the loop is drawn symmetric and so are its rooms (the
numbers, each in its room's first cell, need not be).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.errors import UnsupportedError
from loopcp.genres.base import Linear
from loopcp.genres.countryroad import COUNTRY_ROAD
from loopcp.genres.dressing import Dress, cut_rooms, numbered, on_loop, order
from loopcp.genres.rooming import alone, can_leave
from loopcp.genres.symmetry import orbit
from loopcp.grid import Edge
from loopcp.puzzle import Puzzle, Solution

LONGEST = 4  # loop cells in a room at most


class CountryRoadDress(Dress):
    """Rooms from the loop, a number in each."""

    monotone = True  # a weakened clue only drops rules: a refusal stays a refusal
    symmetric = symmetric_loop = True  # rooms cut symmetrically from a symmetric loop: a symmetric room layout
    quarter_turn = False  # a loop kept from running beside itself finds no rooms under a quarter turn (measured)

    off = 0.2  # fewer cells off the loop: a large group of them makes a large room that a number hardly binds

    def board(self, rows: int, cols: int, rng: random.Random) -> tuple[Puzzle, list[Linear]]:
        """An empty board, and no rule but the loop's and ``apart``; a half turn needs a side of even length.

        On a board of odd sides the middle cell is off any loop the half
        turn keeps (a symmetric loop through it would have its inside on
        both sides), so its group of cells off the loop is its own image,
        and no room is: each is a run of the loop, and the turn moves runs
        along it.
        """
        if self.turns == 2 and rows % 2 and cols % 2:
            raise UnsupportedError(
                f"--symmetry for countryroad needs an even number of rows or columns, got {rows}x{cols}"
            )
        return super().board(rows, cols, rng)

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle | None:
        """Each room's number in its first cell in reading order (symmetric rooms off a symmetric loop)."""
        on = on_loop(loop)
        rooms = cut_rooms(board.rows, board.cols, loop, rng, LONGEST, turns=self.turns)
        return None if rooms is None else numbered(board, rooms, lambda cell: cell in on)

    def repair(self, puzzle: Puzzle, loop: frozenset[Edge], rival: Solution, rng: random.Random) -> Puzzle | None:
        """A cell at the end of its room's run that the rival leaves out becomes a room of its own (number 1).

        Its room keeps one run of the loop and stays in one piece, so the
        loop still passes each room once; the rival misses the new room.
        """
        theirs = on_loop(rival.edges())
        cells = order(loop)
        rooms: Sequence[Sequence[int]] = puzzle.rooms
        ends = []
        for k, (i, j) in enumerate(cells):
            before, after = cells[k - 1], cells[(k + 1) % len(cells)]
            beside = [rooms[a][b] == rooms[i][j] for a, b in (before, after)]
            if (i, j) not in theirs and sum(beside) == 1 and can_leave(rooms, (i, j)):
                ends.append((i, j))
        if not ends:
            return None
        on = on_loop(loop)
        cell = rng.choice(sorted(ends))
        for image in orbit(cell, puzzle.rows, puzzle.cols, self.turns):  # symmetric rooms: each image alone too
            if image != cell and not can_leave(rooms, image):
                return None
            rooms = alone(rooms, image)
        return numbered(puzzle, rooms, lambda cell: cell in on)


DRESSER = CountryRoadDress(COUNTRY_ROAD)
