"""Entry Exit's generator: a random loop through every cell, cut into rooms, rooms split until it is the only one.

The loop must pass every cell, so it is drawn under the genre's own rules
on a board of one room (every cell on the loop), leaning on random edges
rather than on cells off it; a board with an odd number of cells has no
such loop (colour it as a chessboard: the loop alternates colours), and
is refused. The loop is cut into runs, each a room (``dressing.cut_rooms``:
with no cell off the loop, the rooms are the runs alone), so the loop
enters and leaves each room once. Where a second loop keeps the same
rooms, a room is cut in two at a point of its run that the second loop
crosses other than once, which that loop then breaks and ours keeps.
The rooms are the whole puzzle and none can go, so nothing is weakened:
the puzzle is unique, and minimal only in that rooms are never merged.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.errors import UnsupportedError
from loopcp.genres.base import Linear
from loopcp.genres.dressing import Dress, blank, cut_rooms, ends, order
from loopcp.genres.entryexit import ENTRY_EXIT
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle, Solution

LONGEST = 7  # loop cells in a room at first, at most; a second loop splits rooms further


class EntryExitDress(Dress):
    """Rooms cut from a loop through every cell."""

    def board(self, rows: int, cols: int, rng: random.Random) -> tuple[Puzzle, list[Linear]]:
        """One room over the whole board, and the genre's rules on it: every cell on the loop."""
        if rows * cols % 2:
            raise UnsupportedError(
                f"an Entry Exit loop passes every cell, so the board needs an even number of cells, got {rows}x{cols}"
            )
        board = blank(self.genre, rows, cols, [[0] * cols for _ in range(rows)])
        return board, self.genre.constraints(board)

    def weights(self, board: Puzzle, rng: random.Random) -> dict[object, int]:
        """A random weight per edge: every cell is on the loop, so a lean per cell would say nothing."""
        return {
            (kind, i, j): rng.randint(-4, 4)
            for kind, rows, cols in (("h", board.rows, board.cols - 1), ("v", board.rows - 1, board.cols))
            for i in range(rows)
            for j in range(cols)
        }

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle:
        """Rooms of runs of the loop, without clues."""
        return blank(self.genre, board.rows, board.cols, cut_rooms(board.rows, board.cols, loop, rng, LONGEST))

    def repair(self, puzzle: Puzzle, loop: frozenset[Edge], rival: Solution, rng: random.Random) -> Puzzle | None:
        """A room cut in two where the rival's path through it crosses the cut other than once (ours: once)."""
        theirs = rival.edges()
        runs: dict[int, list[Cell]] = {}
        for i, j in order(loop):
            runs.setdefault(puzzle.rooms[i][j], []).append((i, j))
        cuts = [
            (room, k) for room, run in sorted(runs.items()) for k in range(1, len(run)) if _crossed(theirs, run, k) != 1
        ]
        if not cuts:
            return None
        roomy = [(room, k) for room, k in cuts if 2 <= k <= len(runs[room]) - 2]  # no room of one cell, if it can be
        room, k = rng.choice(roomy or cuts)
        rooms = [list(row) for row in puzzle.rooms]
        new = len(runs)
        for i, j in runs[room][k:]:
            rooms[i][j] = new
        return blank(self.genre, puzzle.rows, puzzle.cols, rooms)

    def weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """Nothing: the rooms are the puzzle, and a room cannot go."""
        return []


def _crossed(edges: frozenset[Edge], run: list[Cell], k: int) -> int:
    """How many of these edges join the run's first ``k`` cells to the rest of it."""
    head, cells = set(run[:k]), set(run)
    return sum((a in head) != (b in head) for a, b in map(ends, edges) if a in cells and b in cells)


DRESSER = EntryExitDress(ENTRY_EXIT)
