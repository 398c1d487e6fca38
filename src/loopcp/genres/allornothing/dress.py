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

import itertools
import random
from collections.abc import Collection, Sequence

from loopcp.genres.allornothing import ALL_OR_NOTHING
from loopcp.genres.dressing import Dress, closed_cuts, ends, neighbours, on_loop, order
from loopcp.genres.rooming import Move, move_of, moved_with_images, targets
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle, Solution

RUNS = (3, 6)  # the shortest and longest runs of the loop a room is cut from
AREA = 50  # a repair makes one move for each this many cells of the board (two on a 10x10 board)


def cut(rows: int, cols: int, loop: frozenset[Edge], rng: random.Random, turns: int = 1) -> list[list[int]] | None:
    """Rooms: runs of the loop's cells in order, then each group of touching cells off the loop.

    With ``turns``, the runs are cut by cuts closed under the turn
    (``dressing.closed_cuts``), so they map onto runs; the cells off a
    symmetric loop are the same after the turn, and so are their groups.
    The cuts drawn are ``turns`` times as far apart, as each comes with its
    images: cut as ``RUNS`` says, 10x10 boards had rooms of two cells and
    a rival after another (seeds 1-8 under the mirror: 1 to 13 loops, 0.2
    to 14 s a puzzle at the default level; drawn so, 1 to 3 loops and 1.3 s
    at most).  None: the loop is not symmetric.
    """
    cells = order(loop)
    room = [[-1] * cols for _ in range(rows)]
    if turns > 1:
        cuts = closed_cuts(rows, cols, cells, lambda: rng.randint(RUNS[0] * turns, RUNS[1] * turns), turns)
        if cuts is None:
            return None
        for count, (start, stop) in enumerate(itertools.pairwise([*cuts, len(cells)])):
            for i, j in cells[start:stop]:
                room[i][j] = count
        count = len(cuts)
    else:
        start = rng.randrange(len(cells))
        cells = cells[start:] + cells[:start]
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

    def keeps(self, rooms: Sequence[Sequence[int]], changed: Collection[int]) -> bool:
        """Whether the loop keeps the rules in the rooms that a move changed (a cell's old and new, and its images').

        Every other room is as it was, and the loop kept the rules there
        (ours), or kept them everywhere (a rival: a solution before the move).
        A generated board has no wall inside a room, so a room's border is
        where its cells meet others.
        """
        rows, cols = self.rows, self.cols
        members: dict[int, list[Cell]] = {room: [] for room in changed}
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
    """Rooms from the loop's runs and from the groups of cells it leaves out.

    With ``--symmetry`` the loop is drawn symmetric and its runs cut by
    cuts closed under the turn: the room layout is the same after it (the
    rooms are the whole puzzle).  Every symmetry has such loops and rooms:
    under a turn no room the loop visits is its own image (the turn moves
    the loop's cells along it, a run never onto itself), and a group of
    cells off the loop may be (the middle cell's, on an odd board).
    """

    monotone = True  # nothing is weakened: one pass
    symmetric = symmetric_loop = True  # rooms cut symmetric from a symmetric loop; repairs move cells with images

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle | None:
        """The rooms of one cut of the loop (None: the loop is not symmetric, as asked)."""
        rooms = cut(board.rows, board.cols, loop, rng, self.turns)
        return None if rooms is None else Puzzle.of(board.genre, board.tokens, rooms)

    def repair(self, puzzle: Puzzle, loop: frozenset[Edge], rival: Solution, rng: random.Random) -> Puzzle | None:
        """Cells move to neighbouring rooms (or rooms of their own): the loop keeps the rules, the rival not.

        A move changes two rooms, so only those two are checked, for both
        loops (``_Loop.keeps``); under a symmetry a cell moves with its
        images to the image rooms (``rooming.moved_with_images``), and the
        rooms all those change are checked. One such move for every
        ``AREA`` cells of the board, each on rooms no other move touches;
        where no move breaks the rival, one random move that keeps the
        loop: the next rival may differ where a move can break it.
        """
        ours, theirs = _Loop(puzzle, loop), _Loop(puzzle, rival.edges())
        rooms = puzzle.rooms
        breaking: list[Move] = []
        others: list[Move] = []
        for i in range(puzzle.rows):
            for j in range(puzzle.cols):
                for new in targets(rooms, (i, j)):
                    after = moved_with_images(rooms, (i, j), new, self.turns)
                    if after is None:
                        continue
                    move = move_of(rooms, after, (i, j), self.turns)
                    if ours.keeps(after, move[0]):
                        (others if theirs.keeps(after, move[0]) else breaking).append(move)
        if not breaking:
            if not others:
                return None
            breaking = [rng.choice(others)]
        rng.shuffle(breaking)
        out = [list(row) for row in rooms]
        touched: set[int] = set()
        most = 2 * max(1, puzzle.rows * puzzle.cols // AREA)
        for changed, cells in breaking:  # moves whose rooms no other move has touched: each holds alone
            if not changed & touched and len(touched) < most:
                touched |= changed
                for (a, b), new in cells:
                    out[a][b] = new
        return Puzzle.of(puzzle.genre, puzzle.tokens, out)

    def weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """Nothing: the rooms are no clue that could go."""
        return []


DRESSER = AllOrNothingDress(ALL_OR_NOTHING)
