"""All or Nothing's generator: rooms cut from a random loop, the cells it leaves out rooms of their own.

The loop is cut into runs of a few cells, each run a room: the loop
visits it wholly, and once. The cells off the loop make one room of each
group of them that touch: two rooms left out may not touch, so a group
can be nothing else. Where a second loop still fits, cells move to a
neighbouring room (or become one of their own) so that the loop still
keeps the rules and the rival does not (``repair``).

Nothing can be weakened: the rooms are the whole puzzle, as a setter's
rooms are. So uniqueness comes from the rooms and their repairs alone.

Measured on 10x10 boards, seeds 1-8: runs of 1 to 4 cells left many
loops unique only after dozens of repairs (3 s a puzzle on average, 8 s
at most, half of them beyond the generic engine's ``trial``); runs of 3
to 6 take a second or so, every one graded ``trial``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from loopcp.genres.allornothing import ALL_OR_NOTHING
from loopcp.genres.dressing import Dress, ends, neighbours, on_loop, order
from loopcp.genres.rooming import moved, targets
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle, Solution

RUNS = (3, 6)  # the shortest and longest runs of the loop a room is cut from
AREA = 50  # a repair makes one move for each this many cells of the board (two on a 10x10 board)


def cut(rows: int, cols: int, loop: frozenset[Edge], rng: random.Random) -> list[list[int]]:
    """Rooms: runs of the loop's cells in order, then each group of touching cells off the loop."""
    cells = order(loop)
    start = rng.randrange(len(cells))
    cells = cells[start:] + cells[:start]
    room = [[-1] * cols for _ in range(rows)]
    at = count = 0
    while at < len(cells):
        for i, j in cells[at : at + rng.randint(*RUNS)]:
            room[i][j] = count
            at += 1
        count += 1
    for i in range(rows):
        for j in range(cols):
            if room[i][j] < 0:
                _flood(room, (i, j), count)
                count += 1
    return room


def _flood(room: list[list[int]], start: Cell, label: int) -> None:
    """Label the group of cells in no room yet that touch ``start``."""
    rows, cols = len(room), len(room[0])
    room[start[0]][start[1]] = label
    stack = [start]
    while stack:
        i, j = stack.pop()
        for a, b in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)):
            if 0 <= a < rows and 0 <= b < cols and room[a][b] < 0:
                room[a][b] = label
                stack.append((a, b))


class _Loop:
    """One loop on a puzzle's board: the rooms it enters, and whether it keeps the rules after a move."""

    def __init__(self, puzzle: Puzzle, loop: frozenset[Edge]) -> None:
        self.rows, self.cols = puzzle.rows, puzzle.cols
        self.links = [ends(edge) for edge in loop]
        self.on = on_loop(loop)
        self.used = {puzzle.rooms[i][j] for i, j in self.on}  # the rooms the loop enters, before the move

    def keeps(self, rooms: Sequence[Sequence[int]], old: int, new: int) -> bool:
        """Whether the loop keeps the rules in the two rooms that a move of one cell from ``old`` to ``new`` changed.

        Every other room is as it was, and the loop kept the rules there
        (ours), or kept them everywhere (a rival: a solution before the move).
        A generated board has no wall inside a room, so a room's border is
        where its cells meet others.
        """
        rows, cols = self.rows, self.cols
        members: dict[int, list[Cell]] = {old: [], new: []}
        for i in range(rows):
            for j in range(cols):
                if rooms[i][j] in members:
                    members[rooms[i][j]].append((i, j))
        used = {room for room, cells in members.items() if any(c in self.on for c in cells)}
        for room, cells in members.items():
            visits = sum(c in self.on for c in cells)
            if 0 < visits < len(cells):
                return False
            inside = set(cells)
            if visits and sum((a in inside) != (b in inside) for a, b in self.links) > 2:
                return False
            for c in cells if not visits else ():
                for a, b in neighbours(c, rows, cols):
                    near = rooms[a][b]
                    entered = near in used if near in members else near in self.used
                    if near != room and not entered:
                        return False
        return True


class AllOrNothingDress(Dress):
    """Rooms from the loop's runs and from the groups of cells it leaves out."""

    monotone = True  # nothing is weakened: one pass

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle:
        """The rooms of one cut of the loop."""
        return Puzzle.of(board.genre, board.tokens, cut(board.rows, board.cols, loop, rng))

    def repair(self, puzzle: Puzzle, loop: frozenset[Edge], rival: Solution, rng: random.Random) -> Puzzle | None:
        """Cells move to neighbouring rooms (or rooms of their own): the loop keeps the rules, the rival not.

        A move changes two rooms, so only those two are checked, for both
        loops (``_keeps``). One such move for every ``AREA`` cells of the
        board, each on rooms no other move touches; where no move breaks
        the rival, one random move that keeps the loop: the next rival may
        differ where a move can break it.
        """
        ours, theirs = _Loop(puzzle, loop), _Loop(puzzle, rival.edges())
        breaking: list[tuple[Cell, int]] = []
        others: list[tuple[Cell, int]] = []
        for i in range(puzzle.rows):
            for j in range(puzzle.cols):
                for new in targets(puzzle.rooms, (i, j)):
                    after = moved(puzzle.rooms, (i, j), new)
                    if after is None or not ours.keeps(after, puzzle.rooms[i][j], new):
                        continue
                    (others if theirs.keeps(after, puzzle.rooms[i][j], new) else breaking).append(((i, j), new))
        if not breaking:
            if not others:
                return None
            breaking = [rng.choice(others)]
        rng.shuffle(breaking)
        after = [list(row) for row in puzzle.rooms]
        touched: set[int] = set()
        most = 2 * max(1, puzzle.rows * puzzle.cols // AREA)
        for (i, j), new in breaking:  # moves whose two rooms no other move has touched: each holds alone
            old = puzzle.rooms[i][j]
            if old not in touched and new not in touched and len(touched) < most:
                touched |= {old, new}
                after[i][j] = new
        return Puzzle.of(puzzle.genre, puzzle.tokens, after)

    def weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """Nothing: the rooms are no clue that could go."""
        return []


DRESSER = AllOrNothingDress(ALL_OR_NOTHING)
