"""Detour's generator: random rooms, a random loop through every cell, each room numbered with its turns.

Rooms come first, as a setter draws them; CP-SAT then draws a loop
through every cell with a random weight on each edge. Each room gets the
number of cells where the loop turns in it. Where a second loop still
fits, a cell where the two loops differ (one turns there, the other goes
straight) moves to a neighbouring room, or becomes a room alone: the
counts of its old room then tell the loops apart (``repair``). Then the
numbers go while the loop stays the only one.

A loop through every cell of a grid alternates between its two colours
of cells, so a board of an odd number of cells has none: such a size is
refused at once.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.errors import UnsupportedError
from loopcp.genres.base import Linear
from loopcp.genres.detour import DETOUR
from loopcp.genres.dressing import Dress, blank, edge_weights, ends, random_rooms
from loopcp.genres.rooming import moved_with_images, targets
from loopcp.genres.symmetry import turned_through_every_cell
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle, Solution

ROOM = 5  # cells a room has, about


def turns(loop: frozenset[Edge]) -> set[Cell]:
    """The cells where the loop turns (one edge across and one down)."""
    kinds: dict[Cell, set[str]] = {}
    for edge in loop:
        for cell in ends(edge):
            kinds.setdefault(cell, set()).add(edge[0])
    return {cell for cell, kind in kinds.items() if len(kind) == 2}


def numbered(board: Puzzle, rooms: Sequence[Sequence[int]], turning: set[Cell]) -> Puzzle:
    """Each room's count of turning cells, in its first cell in reading order."""
    tokens = [["."] * board.cols for _ in range(board.rows)]
    counts: dict[int, int] = {}
    first: dict[int, Cell] = {}
    for i in range(board.rows):
        for j in range(board.cols):
            counts[rooms[i][j]] = counts.get(rooms[i][j], 0) + ((i, j) in turning)
            first.setdefault(rooms[i][j], (i, j))
    for room, (i, j) in first.items():
        tokens[i][j] = str(counts[room])
    return Puzzle.of(board.genre, tokens, rooms)


class DetourDress(Dress):
    """Rooms first, then a loop through every cell, then numbers."""

    symmetric = symmetric_loop = True  # symmetric rooms, a symmetric loop, repairs an orbit at a time

    def board(self, rows: int, cols: int, rng: random.Random) -> tuple[Puzzle, list[Linear]]:
        """Random rooms without numbers, and every cell on the loop."""
        if rows * cols % 2:
            raise UnsupportedError(
                f"a {self.genre.name} loop passes through every cell, and no loop has an odd number of them:"
                f" {rows}x{cols} has {rows * cols}"
            )
        turned_through_every_cell(self.genre.name, rows, cols, self.turns)
        board = blank(self.genre, rows, cols, random_rooms(rows, cols, rng, ROOM, turns=self.turns))
        return board, [Linear.count([("o", i, j)], 0) for i in range(rows) for j in range(cols)]

    def weights(self, board: Puzzle, rng: random.Random) -> dict[object, int]:
        """A random weight on each edge: every cell is on the loop, so the edges make it random."""
        return edge_weights(board, rng)

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle:
        """Each room's count of turning cells."""
        return numbered(board, board.rooms, turns(loop))

    def repair(self, puzzle: Puzzle, loop: frozenset[Edge], rival: Solution, rng: random.Random) -> Puzzle | None:
        """Cells where one loop turns and the other does not move to neighbouring rooms, or rooms alone.

        Every place where the rival strays from the loop gets a cell moved,
        each room touched once (two cells leaving one room could cancel):
        a rival differs from a loop through every cell in many small
        places, and a repair of one place a time left a 20x20 board with
        a rival after 60 repairs.  Under a symmetry each cell moves with
        its images, to the image rooms (``rooming.moved_with_images``).
        """
        differ = sorted(self.differences(loop, rival.edges()))
        rng.shuffle(differ)
        rooms: Sequence[Sequence[int]] = puzzle.rooms
        touched: set[int] = set()
        for cell in differ:
            if rooms[cell[0]][cell[1]] in touched:
                continue
            for room in targets(rooms, cell):
                after = moved_with_images(rooms, cell, room, self.turns) if room not in touched else None
                if after is not None:
                    changed = [(i, j) for i, row in enumerate(rooms) for j, r in enumerate(row) if after[i][j] != r]
                    touched |= {rooms[i][j] for i, j in changed} | {after[i][j] for i, j in changed}
                    rooms = after
                    break
        return self.dress(Puzzle.of(puzzle.genre, puzzle.tokens, rooms), loop, rng) if touched else None

    def differences(self, loop: frozenset[Edge], rival: frozenset[Edge]) -> set[Cell]:
        """The cells where one loop turns and the other does not: a count of turns tells them apart there."""
        return turns(loop) ^ turns(rival)


DRESSER = DetourDress(DETOUR)
