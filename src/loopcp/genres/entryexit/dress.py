"""Entry Exit's generator: a random loop through every cell, cut into rooms, rooms changed until it is the only one.

The loop must pass every cell, so it is drawn under the genre's own rules
on a board of one room (every cell on the loop), leaning on random edges
rather than on cells off it; a board with an odd number of cells has no
such loop (colour it as a chessboard: the loop alternates colours), and
is refused. The loop is cut into runs, each a room (``dressing.cut_rooms``:
with no cell off the loop, the rooms are the runs alone), so the loop
enters and leaves each room once. Where a second loop keeps the same
rooms, a room is cut in two, or a cell moves to the next room along our
loop, so that the second loop breaks the rooms and ours keeps them. The
rooms are the whole puzzle and none can go, so nothing is weakened:
the puzzle is unique, and minimal only in that rooms are never merged.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.errors import UnsupportedError
from loopcp.genres.base import Linear
from loopcp.genres.dressing import Dress, blank, cut_rooms, edge_weights, ends, order
from loopcp.genres.entryexit import ENTRY_EXIT
from loopcp.genres.symmetry import turned_through_every_cell
from loopcp.grid import Cell, Edge, image
from loopcp.puzzle import Puzzle, Solution

LONGEST = 7  # loop cells in a room at first, at most; a second loop splits rooms further


class EntryExitDress(Dress):
    """Rooms cut from a loop through every cell."""

    symmetric = symmetric_loop = True  # a symmetric loop cut symmetrically; a repair changes a run and its images

    def board(self, rows: int, cols: int, rng: random.Random) -> tuple[Puzzle, list[Linear]]:
        """One room over the whole board, and the genre's rules on it: every cell on the loop."""
        if rows * cols % 2:
            raise UnsupportedError(
                f"an Entry Exit loop passes every cell, so the board needs an even number of cells, got {rows}x{cols}"
            )
        turned_through_every_cell(self.genre.name, rows, cols, self.turns)
        board = blank(self.genre, rows, cols, [[0] * cols for _ in range(rows)])
        return board, self.genre.constraints(board)

    def weights(self, board: Puzzle, rng: random.Random) -> dict[object, int]:
        """A random weight per edge: every cell is on the loop, so a lean per cell would say nothing."""
        return edge_weights(board, rng)

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle | None:
        """Rooms of runs of the loop, without clues."""
        rooms = cut_rooms(board.rows, board.cols, loop, rng, LONGEST, turns=self.turns)
        return None if rooms is None else blank(self.genre, board.rows, board.cols, rooms)

    def repair(self, puzzle: Puzzle, loop: frozenset[Edge], rival: Solution, rng: random.Random) -> Puzzle | None:
        """New rooms that the rival breaks and ours keeps: a room cut in two, or a cell moved to the next room.

        Every room stays a run of our loop; the rival breaks the rooms when
        its loop crosses the border of one of the changed rooms other than
        twice. Rooms of one cell come last: they say little.
        """
        near: dict[Cell, set[Cell]] = {}
        for a, b in map(ends, rival.edges()):
            near.setdefault(a, set()).add(b)
            near.setdefault(b, set()).add(a)

        def broken(*parts: list[Cell]) -> bool:
            for part in parts:
                inside = set(part)
                if sum(len(near[cell] - inside) for cell in part) != 2:
                    return True
            return False

        runs: dict[int, list[Cell]] = {}
        for i, j in order(loop):
            runs.setdefault(puzzle.rooms[i][j], []).append((i, j))
        chain = list(runs.values())  # the runs in loop order
        changes: list[list[list[Cell]]] = []  # each: the runs that replace a run, or two runs side by side
        for r, run in enumerate(chain):
            changes += [[run[:k], run[k:]] for k in range(1, len(run)) if broken(run[:k], run[k:])]
            if r + 1 < len(chain):
                after = chain[r + 1]
                if len(run) > 1 and broken(run[:-1], [run[-1], *after]):
                    changes.append([run[:-1], [run[-1], *after]])
                if len(after) > 1 and broken([*run, after[0]], after[1:]):
                    changes.append([[*run, after[0]], after[1:]])
        if not changes:
            return None
        if self.turns > 1:  # each change with its images, where they agree: the layout stays symmetric
            changes = [parts for change in changes if (parts := self._with_images(change, puzzle)) is not None]
            if not changes:
                return None
        roomy = [change for change in changes if min(map(len, change)) > 1]
        change = rng.choice(roomy or changes)
        rooms = [list(row) for row in puzzle.rooms]
        for number, part in enumerate(change):
            for i, j in part:
                rooms[i][j] = len(chain) + number  # fresh numbers; Puzzle.of numbers the rooms afresh
        return blank(self.genre, puzzle.rows, puzzle.cols, rooms)

    def _with_images(self, change: list[list[Cell]], puzzle: Puzzle) -> list[list[Cell]] | None:
        """The change's parts and their images under the symmetry, each part once (None: an image overlaps a part).

        The images of runs of a symmetric loop are runs of it, so every part
        is still entered and left once by our loop; the rival still breaks
        one of the change's own parts, which the images leave as they are.
        """
        parts: list[frozenset[Cell]] = []
        for part in change:
            cells = list(part)
            for _ in range(self.turns):
                shape = frozenset(cells)
                if any(shape != other and shape & other for other in parts):
                    return None
                if shape not in parts:
                    parts.append(shape)
                cells = [image(cell, puzzle.rows, puzzle.cols, self.turns) for cell in cells]
        return [sorted(part) for part in parts]

    def weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """Nothing: the rooms are the puzzle, and a room cannot go."""
        return []


DRESSER = EntryExitDress(ENTRY_EXIT)
