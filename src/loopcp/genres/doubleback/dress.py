"""Double Back's generator: a random loop through nearly every cell, cut into runs, two runs to a room.

CP-SAT draws a loop that leans towards every cell (the cells it leaves
out are shaded). The loop is cut into runs of a few cells, and runs that
touch across the board, but not along the loop, pair up into rooms; a
run without a partner joins the run before it. A room so made holds two
stretches of the loop: the loop visits it twice. Where a second loop
still fits, a cell moves to a neighbouring room where the loop still
visits both rooms twice and the rival does not (``repair``).

Nothing can be weakened: every shaded cell must stay shaded (the loop
avoids it), and the rooms are the puzzle itself, as a setter's rooms are.
So uniqueness comes from the rooms and their repairs alone.

Measured on 10x10 boards: runs of 2 to 4 cells and 4% of the cells
leaning off the loop made large rooms, and most loops were given up after
60 repairs (20 to 100 s a puzzle); runs of 1 to 3 cells and 10% off give
a unique puzzle from the first loop or so, in about a second.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence

from loopcp.genres.base import Linear
from loopcp.genres.doubleback import DOUBLE_BACK
from loopcp.genres.doubleback.codes import OPEN, SHADED
from loopcp.genres.dressing import Dress, blank, ends, neighbours, order
from loopcp.genres.rooming import connected
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle, Solution

RUNS = (1, 3)  # the shortest and longest runs of the loop a room is cut from
CUTS = 30  # ways of cutting one loop tried, the best kept
AREA = 100  # a repair makes one move for each this many cells of the board (one on a 10x10 board)


def links(loop: frozenset[Edge]) -> dict[Cell, list[Cell]]:
    """Each cell of the loop and the two cells it joins."""
    near: dict[Cell, list[Cell]] = {}
    for edge in loop:
        a, b = ends(edge)
        near.setdefault(a, []).append(b)
        near.setdefault(b, []).append(a)
    return near


def crossings(rooms: Sequence[Sequence[int]], near: dict[Cell, list[Cell]], cells: Collection[Cell]) -> int:
    """How many loop edges (``links``) cross the border of the room of these cells."""
    room = {rooms[i][j] for i, j in cells}
    return sum(rooms[b[0]][b[1]] not in room for a in cells for b in near.get(a, ()))


def cut(rows: int, cols: int, cells: list[Cell], rng: random.Random) -> list[list[int]] | None:
    """Rooms of two runs each from the loop's cells in order (-1 off the loop), or None if this cut failed."""
    start = rng.randrange(len(cells))
    cells = cells[start:] + cells[:start]
    runs: list[list[Cell]] = []
    at = 0
    while at < len(cells):
        runs.append(cells[at : at + rng.randint(*RUNS)])
        at += len(runs[-1])
    if len(runs) > 1 and len(runs[-1]) < RUNS[0]:
        last = runs.pop()
        runs[-1] += last
    m = len(runs)
    if m < 4:
        return None
    run_of = {cell: k for k, run in enumerate(runs) for cell in run}
    partner: dict[int, int] = {}
    for k in rng.sample(range(m), m):
        if k in partner:
            continue
        near = {run_of[c] for cell in runs[k] for c in neighbours(cell, rows, cols) if c in run_of}
        free = sorted(t for t in near - {k, (k - 1) % m, (k + 1) % m} if t not in partner)
        if free:
            t = rng.choice(free)
            partner[k], partner[t] = t, k
    if not partner:
        return None
    label = {k: min(k, t) for k, t in partner.items()}
    while len(label) < m:  # a run without a partner joins the run before it
        for k in range(m):
            if k not in label and (k - 1) % m in label:
                label[k] = label[(k - 1) % m]
    seq = _twice([label[k] for k in range(m)])
    if seq is None:
        return None
    room = [[-1] * cols for _ in range(rows)]
    for k, run in enumerate(runs):
        for i, j in run:
            room[i][j] = seq[k]
    return room


def _twice(seq: list[int]) -> list[int] | None:
    """The rooms of the runs in loop order, each room of one stretch joined to the room before it.

    A run that joined the run before it may close the gap to that room's
    other run: the room is then one stretch of the loop, visited once. It
    joins the room before it along the loop, extending a stretch of it
    (None: one room is left, the whole loop).
    """
    m = len(seq)
    while True:
        starts = [k for k in range(m) if seq[k] != seq[k - 1]]
        if not starts:
            return None
        counts: dict[int, int] = {}
        for k in starts:
            counts[seq[k]] = counts.get(seq[k], 0) + 1
        once = [k for k in starts if counts[seq[k]] == 1]
        if not once:
            return seq
        k = once[0]
        seq = [seq[k - 1] if r == seq[k] else r for r in seq]  # may leave the room before one stretch: next time


def shaded(board: Puzzle, room: list[list[int]]) -> Puzzle:
    """The puzzle of these rooms, each cell off the loop (-1) shaded and a room of its own."""
    top = max(max(row) for row in room) + 1
    ids = [[r if r >= 0 else top + i * board.cols + j for j, r in enumerate(row)] for i, row in enumerate(room)]
    tokens = [[SHADED if r < 0 else OPEN for r in row] for row in room]
    return Puzzle.of(board.genre, tokens, ids)


class DoubleBackDress(Dress):
    """Rooms cut from a loop through nearly every cell."""

    off = 0.1  # the share of cells that lean off the loop: a few shaded cells, as in the genre's puzzles

    def board(self, rows: int, cols: int, rng: random.Random) -> tuple[Puzzle, list[Linear]]:
        """An empty board, and no rule but the loop's: it runs beside itself wherever it fills the board."""
        return blank(self.genre, rows, cols), []

    def dress(self, board: Puzzle, loop: frozenset[Edge], rng: random.Random) -> Puzzle | None:
        """Rooms of two runs each, the cells off the loop shaded (None: no cut gave every room two visits).

        Of ``CUTS`` cuts, the one whose largest room is smallest: a run
        left without a partner makes its neighbour's room larger, and a
        large room binds the loop little.
        """
        cells, near = order(loop), links(loop)
        best: tuple[int, list[list[int]]] | None = None
        for _ in range(CUTS):
            room = cut(board.rows, board.cols, cells, rng)
            if room is None:
                continue
            members: dict[int, list[Cell]] = {}
            for i, row in enumerate(room):
                for j, r in enumerate(row):
                    if r >= 0:
                        members.setdefault(r, []).append((i, j))
            largest = max(len(cells) for cells in members.values())
            if best is not None and largest >= best[0]:
                continue
            if all(crossings(room, near, cells) == 4 for cells in members.values()):
                best = largest, room
        return None if best is None else shaded(board, best[1])

    def repair(self, puzzle: Puzzle, loop: frozenset[Edge], rival: Solution, rng: random.Random) -> Puzzle | None:
        """Cells move to neighbouring rooms: the loop still visits those rooms twice, the rival not.

        One such move for every ``AREA`` cells of the board, each on rooms
        no other move touches (a rival strays from the loop in many places
        on a large board, and one move a repair left 20x20 boards with a
        rival after 60 repairs; every move at once was worse on 10x10).
        Where no move breaks the rival, one random move that keeps the
        loop's visits: the next rival may differ where a move can break it.
        """
        ours, theirs = links(loop), links(rival.edges())
        rooms = puzzle.rooms
        members = puzzle.room_cells()
        breaking: list[tuple[Cell, int]] = []
        others: list[tuple[Cell, int]] = []
        for old, cells in enumerate(members):
            if puzzle.token(cells[0]) == SHADED or len(cells) < 2:
                continue
            for cell in cells:
                rest = [c for c in cells if c != cell]
                for new in sorted({rooms[a][b] for a, b in neighbours(cell, puzzle.rows, puzzle.cols)} - {old}):
                    if puzzle.token(members[new][0]) == SHADED or not connected(set(rest), puzzle.rows, puzzle.cols):
                        continue
                    after = [list(row) for row in rooms]
                    after[cell[0]][cell[1]] = new
                    grown = [*members[new], cell]
                    if crossings(after, ours, rest) != 4 or crossings(after, ours, grown) != 4:
                        continue
                    rival_kept = crossings(after, theirs, rest) == 4 and crossings(after, theirs, grown) == 4
                    (others if rival_kept else breaking).append((cell, new))
        if not breaking:
            if not others:
                return None
            breaking = [rng.choice(others)]
        rng.shuffle(breaking)
        after = [list(row) for row in rooms]
        touched: set[int] = set()
        area = puzzle.rows * puzzle.cols
        for (i, j), new in breaking:  # moves whose two rooms no other move has touched: each holds alone
            if rooms[i][j] not in touched and new not in touched and len(touched) < 2 * max(1, area // AREA):
                touched |= {rooms[i][j], new}
                after[i][j] = new
        return Puzzle.of(puzzle.genre, puzzle.tokens, after)

    def weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """Nothing: a shaded cell is needed by the loop itself, and the rooms are no clue that could go."""
        return []


DRESSER = DoubleBackDress(DOUBLE_BACK)
