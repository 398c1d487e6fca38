"""Regional Yajilin's generator: random rooms, a random loop that keeps the shading rules, a number per room.

Rooms come first (a setter draws them before the loop), then CP-SAT draws
a loop on them under the genre's own rules without numbers (every cell on
the loop or shaded, shaded cells apart); each room gets its count of
shaded cells, and the numbers may go.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.genres.base import Linear
from loopcp.genres.dressing import Dress, blank, neighbours, on_loop, random_rooms
from loopcp.genres.regionalyajilin import REGIONAL_YAJILIN
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle, Solution

ROOM = 4  # cells a room has, about


class RegionalYajilinDress(Dress):
    """Rooms first, then a loop, then numbers."""

    monotone = True  # a weakened clue only drops rules: a refusal stays a refusal

    # nearly every cell can often be routed another way through the same cells, which no clue tells apart

    off = 0.6  # cells that lean off the loop: shaded cells are apart, so few would be, and a loop through
    # nearly every cell can often be routed another way through the same cells, which no clue tells apart

    def board(self, rows: int, cols: int, rng: random.Random) -> tuple[Puzzle, list[Linear]]:
        """Random rooms without numbers, and the genre's rules on them."""
        board = blank(self.genre, rows, cols, random_rooms(rows, cols, rng, ROOM))
        return board, self.genre.constraints(board)

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle:
        """Each room's count of shaded cells, in its first cell in reading order."""
        return numbered(board, board.rooms, on_loop(loop))

    def repair(self, puzzle: Puzzle, loop: frozenset[Edge], rival: Solution, rng: random.Random) -> Puzzle | None:
        """A cell shaded in one loop and not the other becomes a room of its own (its room stays in one piece)."""
        on, theirs = on_loop(loop), on_loop(rival.edges())
        rooms = [list(row) for row in puzzle.rooms]
        differ = [
            (i, j)
            for i in range(puzzle.rows)
            for j in range(puzzle.cols)
            if ((i, j) in on) != ((i, j) in theirs) and _whole_without(rooms, (i, j))
        ]
        if not differ:
            return None
        i, j = rng.choice(differ)
        rooms[i][j] = max(max(row) for row in rooms) + 1
        return numbered(puzzle, rooms, on)


def numbered(board: Puzzle, rooms: Sequence[Sequence[int]], on: set[Cell]) -> Puzzle:
    """Each room's count of cells off the loop, in its first cell in reading order."""
    tokens = [["."] * board.cols for _ in range(board.rows)]
    counts: dict[int, int] = {}
    first: dict[int, Cell] = {}
    for i in range(board.rows):
        for j in range(board.cols):
            counts[rooms[i][j]] = counts.get(rooms[i][j], 0) + ((i, j) not in on)
            first.setdefault(rooms[i][j], (i, j))
    for room, (i, j) in first.items():
        tokens[i][j] = str(counts[room])
    return Puzzle.of(board.genre, tokens, rooms)


def _whole_without(rooms: list[list[int]], cell: Cell) -> bool:
    """Whether the cell's room, without it, is still one piece (and not empty)."""
    room = rooms[cell[0]][cell[1]]
    rows, cols = len(rooms), len(rooms[0])
    rest = {(i, j) for i in range(rows) for j in range(cols) if rooms[i][j] == room} - {cell}
    if not rest:
        return False
    start = min(rest)
    seen, stack = {start}, [start]
    while stack:
        for near in neighbours(stack.pop(), rows, cols):
            if near in rest and near not in seen:
                seen.add(near)
                stack.append(near)
    return seen == rest


DRESSER = RegionalYajilinDress(REGIONAL_YAJILIN)
