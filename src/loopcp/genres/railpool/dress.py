"""Rail Pool's generator: random rooms, a random loop through every cell, each room given its segments' lengths.

Detour's way (``genres.detour.dress``): rooms first, then CP-SAT draws a
loop through every cell with a random weight on each edge, and each room
gets, in its first cell, the lengths of the segments that touch it.
Where a second loop still fits, a cell where the two loops differ moves
to a neighbouring room, or becomes a room alone (``repair``, as Maxi
Loop's).  Then the numbers go while the loop stays the only one.  The
generated puzzles have no empty cells.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.genres.maxi.dress import MaxiDress
from loopcp.genres.railpool import RAIL_POOL, rules
from loopcp.grid import Edge
from loopcp.puzzle import Puzzle, Solution


def numbered(board: Puzzle, rooms: Sequence[Sequence[int]], loop: frozenset[Edge]) -> Puzzle:
    """Each room's segment lengths, smallest first, in its first cell in reading order."""
    puzzle = Puzzle.of(board.genre, [["."] * board.cols for _ in range(board.rows)], rooms)
    solution = Solution.from_edges(board.rows, board.cols, loop)
    tokens = [["."] * board.cols for _ in range(board.rows)]
    for cells in puzzle.room_cells():
        i, j = cells[0]
        tokens[i][j] = ",".join(str(n) for n in sorted(rules.lengths(puzzle, solution, cells)))
    return Puzzle.of(board.genre, tokens, puzzle.rooms, puzzle.walls)


class RailPoolDress(MaxiDress):
    """Rooms first, then a loop through every cell, then each room's segment lengths."""

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle:
        """Each room's segment lengths."""
        return numbered(board, board.rooms, loop)


DRESSER = RailPoolDress(RAIL_POOL)
