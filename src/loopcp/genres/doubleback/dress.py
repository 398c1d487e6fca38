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

import itertools
import random
from collections.abc import Collection, Mapping, Sequence

from loopcp.genres.base import Linear
from loopcp.genres.doubleback import DOUBLE_BACK
from loopcp.genres.doubleback.codes import OPEN, SHADED
from loopcp.genres.dressing import Dress, blank, closed_cuts, ends, neighbours, order
from loopcp.genres.rooming import Move, connected, move_of, moved_with_images, same_after
from loopcp.grid import Cell, Edge, image
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


def crossings(
    rooms: Sequence[Sequence[int]],
    near: dict[Cell, list[Cell]],
    cells: Collection[Cell],
    moved: Mapping[Cell, int] | None = None,
) -> int:
    """How many loop edges (``links``) cross the border of the room of these cells (``moved``: cells in new rooms)."""
    moved = moved or {}
    room = {moved.get((i, j), rooms[i][j]) for i, j in cells}
    return sum(moved.get(b, rooms[b[0]][b[1]]) not in room for a in cells for b in near.get(a, ()))


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
        free = _free(runs, run_of, partner, k, rows=rows, cols=cols)
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
    return _rooms(runs, [label[k] for k in range(m)], rows, cols)


def _rooms(runs: list[list[Cell]], labels: list[int], rows: int, cols: int) -> list[list[int]] | None:
    """Each cell's room: its run's label, as ``_twice`` joins them (None: one room is left, the whole loop)."""
    seq = _twice(labels)
    if seq is None:
        return None
    room = [[-1] * cols for _ in range(rows)]
    for k, run in enumerate(runs):
        for i, j in run:
            room[i][j] = seq[k]
    return room


def _free(
    runs: list[list[Cell]], run_of: dict[Cell, int], partner: dict[int, int], k: int, *, rows: int, cols: int
) -> list[int]:
    """The runs that run ``k`` could pair with: beside it on the board, not beside it on the loop, not yet paired."""
    m = len(runs)
    near = {run_of[c] for cell in runs[k] for c in neighbours(cell, rows, cols) if c in run_of}
    return sorted(t for t in near - {k, (k - 1) % m, (k + 1) % m} if t not in partner)


def turned_cut(rows: int, cols: int, cells: list[Cell], rng: random.Random, turns: int) -> list[list[int]] | None:
    """Rooms of two runs each, as ``cut`` makes them, the same after the turn (None: this cut failed).

    The runs are cut by cuts closed under the turn (``dressing.closed_cuts``),
    so each run has an image run, and the runs are paired an orbit at a
    time: a run with a partner, its image with the partner's image, where
    that never gives a run two partners (a run that is its own image, on
    the mirror's line, can only pair with another such).  An orbit of runs
    without a partner joins the runs before them, their images joining the
    images of those runs (the runs after them, under the mirror, which
    reverses the loop's order).  A cut whose rooms are not the same after
    the turn (a room of one stretch joined to the room before it) fails.
    """
    cuts = closed_cuts(rows, cols, cells, lambda: rng.randint(*RUNS), turns)
    if cuts is None or len(cuts) < 4:
        return None
    runs = [cells[a:b] for a, b in itertools.pairwise([*cuts, len(cells)])]
    m = len(runs)
    run_of = {cell: k for k, run in enumerate(runs) for cell in run}
    turn = [run_of[image(run[0], rows, cols, turns)] for run in runs]  # each run's image run
    partner: dict[int, int] = {}
    for k in rng.sample(range(m), m):
        if k in partner:
            continue
        free = _free(runs, run_of, partner, k, rows=rows, cols=cols)
        rng.shuffle(free)
        for t in free:
            pairs = _paired(k, t, turn, turns)
            if pairs is not None and not pairs.keys() & partner.keys():
                partner.update(pairs)
                break
    if not partner:
        return None
    joined = list(range(m))  # each run's room so far: a run of the loop, joined to others (a union-find)

    def find(k: int) -> int:
        while joined[k] != k:
            k = joined[k]
        return k

    for k in range(m):
        if k in partner or k != min(orbit := _orbit(k, turn)):
            continue
        before = (k - 1) % m
        for here in orbit:  # the orbit of runs without a partner, each joined to the image of the run before k
            joined[find(here)] = find(before)
            before = turn[before]
    for k, t in partner.items():
        joined[find(k)] = find(t)
    room = _rooms(runs, [find(k) for k in range(m)], rows, cols)
    return room if room is not None and same_after(room, turns) else None


def _paired(k: int, t: int, turn: list[int], turns: int) -> dict[int, int] | None:
    """Runs k and t paired, and each image of k with that image of t (None: a run would have two partners)."""
    pairs: dict[int, int] = {}
    for _ in range(turns):
        if pairs.get(k, t) != t or pairs.get(t, k) != k:
            return None
        pairs[k], pairs[t] = t, k
        k, t = turn[k], turn[t]
    return pairs


def _orbit(k: int, turn: list[int]) -> list[int]:
    """A run and its image runs, itself first."""
    out = [k]
    while turn[out[-1]] != k:
        out.append(turn[out[-1]])
    return out


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
    """Rooms cut from a loop through nearly every cell.

    With ``--symmetry`` the loop is drawn symmetric (so its shaded cells
    are too), its runs are cut and paired an orbit at a time
    (``turned_cut``), and a repair moves a cell with its images to the
    image rooms: the room layout and the shaded cells are the same after
    the turn.
    """

    symmetric = symmetric_loop = True  # rooms cut symmetric from a symmetric loop; repairs move cells with images
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
            if self.turns > 1:
                room = turned_cut(board.rows, board.cols, cells, rng, self.turns)
            else:
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
        breaking: list[Move] = []
        others: list[Move] = []
        for old, cells in enumerate(members):
            if puzzle.token(cells[0]) == SHADED or len(cells) < 2:
                continue
            for cell in cells:
                rest = [c for c in cells if c != cell]
                for new in sorted({rooms[a][b] for a, b in neighbours(cell, puzzle.rows, puzzle.cols)} - {old}):
                    if puzzle.token(members[new][0]) == SHADED or not connected(set(rest), puzzle.rows, puzzle.cols):
                        continue
                    own, grown = {cell: new}, [*members[new], cell]
                    if crossings(rooms, ours, rest, own) != 4 or crossings(rooms, ours, grown, own) != 4:
                        continue  # the cell's own move breaks our loop (under a symmetry: tried no further)
                    if self.turns == 1:
                        move, parts, now = (frozenset({old, new}), [(cell, new)]), [rest, grown], own
                    else:
                        found = self._with_images(rooms, members, cell, new, ours)
                        if found is None:
                            continue
                        move, parts, now = found
                    rival_kept = all(crossings(rooms, theirs, part, now) == 4 for part in parts)
                    (others if rival_kept else breaking).append(move)
        if not breaking:
            if not others:
                return None
            breaking = [rng.choice(others)]
        rng.shuffle(breaking)
        out = [list(row) for row in rooms]
        touched: set[int] = set()
        area = puzzle.rows * puzzle.cols
        for changed, moves in breaking:  # moves whose rooms no other move has touched: each holds alone
            if not changed & touched and len(touched) < 2 * max(1, area // AREA):
                touched |= changed
                for (i, j), new in moves:
                    out[i][j] = new
        return Puzzle.of(puzzle.genre, puzzle.tokens, out)

    def _with_images(
        self,
        rooms: Sequence[Sequence[int]],
        members: list[list[Cell]],
        cell: Cell,
        new: int,
        ours: dict[Cell, list[Cell]],
    ) -> tuple[Move, list[list[Cell]], dict[Cell, int]] | None:
        """A cell's move with its images' to the image rooms: the move, its rooms' cells then, the moved cells' rooms.

        None: the moves break a room, or our loop's two visits to a room
        they change.
        """
        after = moved_with_images(rooms, cell, new, self.turns)
        if after is None:
            return None
        move = move_of(rooms, after, cell, self.turns)
        now = dict(move[1])
        parts = [[c for c in members[r] if c not in now] + [c for c, room in now.items() if room == r] for r in move[0]]
        if any(crossings(rooms, ours, part, now) != 4 for part in parts):
            return None
        return move, parts, now

    def weaker(self, puzzle: Puzzle, cell: Cell) -> Sequence[str]:
        """Nothing: a shaded cell is needed by the loop itself, and the rooms are no clue that could go."""
        return []


DRESSER = DoubleBackDress(DOUBLE_BACK)
