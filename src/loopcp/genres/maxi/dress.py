"""Maxi Loop's generator: random rooms, a random loop through every cell, each room numbered with its longest visit.

Detour's way (``genres.detour.dress``): rooms first, then CP-SAT draws a
loop through every cell with a random weight on each edge, and each room
gets the length of the loop's longest visit to it.  Where a second loop
still fits, a cell where the two loops differ moves to a neighbouring
room, or becomes a room alone, so that the visits there tell them apart
(``repair``).  Then the numbers go while the loop stays the only one.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.genres.detour.dress import DetourDress
from loopcp.genres.dressing import ends
from loopcp.genres.maxi import MAXI, rules
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle, Solution


def numbered(board: Puzzle, rooms: Sequence[Sequence[int]], loop: frozenset[Edge]) -> Puzzle:
    """Each room's longest visit, in its first cell in reading order."""
    puzzle = Puzzle.of(board.genre, [["."] * board.cols for _ in range(board.rows)], rooms)
    solution = Solution.from_edges(board.rows, board.cols, loop)
    tokens = [["."] * board.cols for _ in range(board.rows)]
    for cells in puzzle.room_cells():
        i, j = cells[0]
        tokens[i][j] = str(max(rules.visits(puzzle, solution, cells)))
    return Puzzle.of(board.genre, tokens, puzzle.rooms, puzzle.walls)


def sides(loop: frozenset[Edge]) -> dict[Cell, frozenset[Edge]]:
    """Each cell's loop edges."""
    out: dict[Cell, set[Edge]] = {}
    for edge in loop:
        for cell in ends(edge):
            out.setdefault(cell, set()).add(edge)
    return {cell: frozenset(edges) for cell, edges in out.items()}


class MaxiDress(DetourDress):
    """Rooms first, then a loop through every cell, then each room's longest visit."""

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle:
        """Each room's longest visit."""
        return numbered(board, board.rooms, loop)

    def differences(self, loop: frozenset[Edge], rival: frozenset[Edge]) -> set[Cell]:
        """The cells whose two edges differ between the loops."""
        ours, theirs = sides(loop), sides(rival)
        return {cell for cell in ours.keys() | theirs.keys() if ours.get(cell) != theirs.get(cell)}


DRESSER = MaxiDress(MAXI)
