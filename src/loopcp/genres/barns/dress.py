"""Barns' generator: random ice, a loop through every cell, every border it leaves walled, then fewer walls.

The ice comes first, as a setter lays it (about one cell in ``ICE``): CP-SAT
draws a loop through every cell with a random weight on each edge, straight
over the ice and crossing itself only there.  Every border between two
cells that the loop does not cross becomes a wall, which leaves it the only
loop; walls then go, a cell's east and south walls at a time, while it
stays the only one.  The ice stays: it is the board.  A wall that goes only
drops a rule (``monotone``), so one pass leaves every wall necessary.

A weakening here changes walls, not a clue token, so the dresser makes it
itself (``clued``): an option names the walls a cell keeps east and south.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from loopcp.genres.barns import BARNS
from loopcp.genres.barns.codes import ICE
from loopcp.genres.base import Linear
from loopcp.genres.dressing import Dress, edge_weights
from loopcp.genres.rooms import enclosed, is_wall, walls_of
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle

ICE_SHARE = 6  # about one cell in this many is icy


def walled(board: Puzzle, east: list[list[bool]], south: list[list[bool]]) -> Puzzle:
    """The board's ice with walls on these borders (east of a cell, south of a cell)."""
    return Puzzle.of(board.genre, board.tokens, enclosed(east, south), walls_of(east, south))


class BarnsDress(Dress):
    """Random ice; every border the loop leaves walled, then fewer walls."""

    monotone = True  # a wall that goes only drops a rule

    def board(self, rows: int, cols: int, rng: random.Random) -> tuple[Puzzle, list[Linear]]:
        """Random icy cells and no wall; the loop keeps the genre's rules on them (every cell, ice straight)."""
        tokens = [[ICE if rng.randrange(ICE_SHARE) == 0 else "." for _ in range(cols)] for _ in range(rows)]
        board = Puzzle.of(self.genre.name, tokens, [[0] * cols for _ in range(rows)])
        return board, self.genre.constraints(board)

    def weights(self, board: Puzzle, rng: random.Random) -> dict[object, int]:
        """A random weight on each edge: every cell is on the loop, so the edges make it random."""
        return edge_weights(board, rng)

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle:
        """A wall on every border between two cells that the loop does not cross."""
        rows, cols = board.rows, board.cols
        east = [[("h", i, j) not in loop for j in range(cols - 1)] for i in range(rows)]
        south = [[("v", i, j) not in loop for j in range(cols)] for i in range(rows - 1)]
        return walled(board, east, south)

    def weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """The walls east and south of the cell that it may keep, fewest first ('-': none)."""
        i, j = cell
        east = j < puzzle.cols - 1 and is_wall(puzzle, ("h", i, j))
        south = i < puzzle.rows - 1 and is_wall(puzzle, ("v", i, j))
        if east and south:
            return ["-", "s", "e"]
        return ["-"] if east or south else []

    def clued(self, puzzle: Puzzle, changes: Mapping[Cell, str]) -> Puzzle:
        """The puzzle with each changed cell keeping only the walls its option names east ('e') and south ('s')."""
        rows, cols = puzzle.rows, puzzle.cols
        east = [[is_wall(puzzle, ("h", i, j)) for j in range(cols - 1)] for i in range(rows)]
        south = [[is_wall(puzzle, ("v", i, j)) for j in range(cols)] for i in range(rows - 1)]
        for (i, j), kept in changes.items():
            if j < cols - 1:
                east[i][j] = east[i][j] and "e" in kept
            if i < rows - 1:
                south[i][j] = south[i][j] and "s" in kept
        return walled(puzzle, east, south)


DRESSER = BarnsDress(BARNS)
