"""Country Road's generator: rooms cut from a random loop, each numbered with the cells the loop visits there.

The loop is cut into runs, each the heart of a room, and the cells off
the loop join a room they touch in whole connected groups
(``dressing.cut_rooms``): so the loop passes each room once and no two
unvisited cells touch across a border. Where a second solution survives,
a cell at the end of a run that it leaves out becomes a room of its own.
The numbers may then go; the rooms stay, as a setter's rooms do.
With ``--symmetry`` the loop is drawn symmetric and so are its rooms (the
numbers, each in its room's first cell, need not be). A quarter turn
keeps no loop that any symmetric rooms fit (the room at the middle would
be its own image, and the turn moves a run of the loop along it), so
there the rooms are grown symmetric first, as Regional Yajilin's, and
the loop is drawn free on them under the genre's rules: the layout is
symmetric, the loop need not be.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.errors import UnsupportedError
from loopcp.genres.base import Linear
from loopcp.genres.countryroad import COUNTRY_ROAD
from loopcp.genres.dressing import Dress, blank, cut_rooms, numbered, on_loop, order, random_rooms
from loopcp.genres.rooming import Rooms, alone, can_leave
from loopcp.genres.symmetry import orbit
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle, Solution

LONGEST = 4  # loop cells in a room at most
ROOM = 5  # cells a grown room has, about (a quarter turn's rooms)


class CountryRoadDress(Dress):
    """Rooms from the loop, a number in each."""

    monotone = True  # a weakened clue only drops rules: a refusal stays a refusal
    symmetric = symmetric_loop = True  # rooms cut symmetrically from a symmetric loop: a symmetric room layout

    off = 0.2  # fewer cells off the loop: a large group of them makes a large room that a number hardly binds

    def turned(self, turns: int) -> CountryRoadDress:
        """The dresser for a symmetric room layout: under a quarter turn, rooms grown first and a free loop."""
        out = super().turned(turns)
        out.symmetric_loop = turns != 4
        return out

    def board(self, rows: int, cols: int, rng: random.Random) -> tuple[Puzzle, list[Linear]]:
        """An empty board, and no rule but the loop's and ``apart``; a half turn needs a side of even length.

        Under a quarter turn: symmetric rooms grown at random, and the
        genre's rules on them (the loop passes each room once, cells off
        it never touch across a border); with ``apart`` too, no loop was
        found on any of them (measured at 10x10).

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
        if self.turns == 4:
            board = blank(self.genre, rows, cols, random_rooms(rows, cols, rng, ROOM, turns=4))
            return board, self.genre.constraints(board)
        return super().board(rows, cols, rng)

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle | None:
        """Each room's number in its first cell in reading order (symmetric rooms off a symmetric loop)."""
        on = on_loop(loop)
        if board.rooms:  # grown first (a quarter turn), the loop drawn on them
            return numbered(board, board.rooms, lambda cell: cell in on)
        rooms = cut_rooms(board.rows, board.cols, loop, rng, LONGEST, turns=self.turns)
        return None if rooms is None else numbered(board, rooms, lambda cell: cell in on)

    def repair(self, puzzle: Puzzle, loop: frozenset[Edge], rival: Solution, rng: random.Random) -> Puzzle | None:
        """A cell at the end of its room's run that the rival leaves out becomes a room of its own (number 1).

        Its room keeps one run of the loop and stays in one piece, so the
        loop still passes each room once; the rival misses the new room.
        """
        theirs = on_loop(rival.edges())
        cells = order(loop)
        beside = {cell: (cells[k - 1], cells[(k + 1) % len(cells)]) for k, cell in enumerate(cells)}
        ends = [cell for cell in cells if cell not in theirs and _run_end(puzzle.rooms, cell, beside)]
        if not ends:
            return None
        on = on_loop(loop)
        cell = rng.choice(sorted(ends))
        rooms: Rooms = [list(row) for row in puzzle.rooms]
        for image in orbit(cell, puzzle.rows, puzzle.cols, self.turns):  # symmetric rooms: each image alone too
            if image != cell and not _run_end(rooms, image, beside):  # a free loop (a quarter turn) may miss it
                return None
            rooms = alone(rooms, image)
        return numbered(puzzle, rooms, lambda cell: cell in on)


def _run_end(rooms: Sequence[Sequence[int]], cell: Cell, beside: dict[Cell, tuple[Cell, Cell]]) -> bool:
    """Whether the cell, on the loop (``beside``: its two neighbours along it), ends its room's run and may leave."""
    if cell not in beside:
        return False
    same = [rooms[a][b] == rooms[cell[0]][cell[1]] for a, b in beside[cell]]
    return sum(same) == 1 and can_leave(rooms, cell)


DRESSER = CountryRoadDress(COUNTRY_ROAD)
