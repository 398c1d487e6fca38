"""Kaisu's generator: a random path through every cell, rooms cut around it, circles on its visits.

A puzzle of one path has its own small pipeline (as Numberlink's,
``genres/numberlink/make.py``), not the loop dressers of ``generation``:

1. a random path through every cell: a zigzag, then many *backbites*
   (an end steps to a neighbour on the path, and the part of the path
   beyond that neighbour turns round), which mix the path and move its
   ends; the ends are the start and the goal;
2. random rooms of two to ``BIGGEST`` cells, grown from random cells;
3. circles, against second answers: while the solver finds one, a visit
   of the path without circles (its k-th to its room, of k cells or more)
   gets k circles on random cells, placed so that the rival path breaks
   the rule (the verifier says so), visits near where the two paths
   differ first; a board where no visit can is dropped, another grown;
4. (the circles are only those some rival asked for, so few go next);
5. each visit's circles go, in random order, wherever the puzzle stays
   unique (a visit keeps all its circles or none: fewer would break the
   rule), so the puzzle is minimal: no visit's circles can go;
6. the puzzle is read back from its text and solved again: one answer, the
   path grown; then graded by the generic engine (``logic.generic``).
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass

from loopcp import formats, search
from loopcp.errors import InternalError, NoPuzzleError, TimeLimitError
from loopcp.generation import graded
from loopcp.generation.options import ANY, Options
from loopcp.generation.uniqueness import OUT_OF_TIME, Clock
from loopcp.genres.base import Genre
from loopcp.genres.kaisu.rules import CIRCLE, GOAL, START
from loopcp.genres.rooms import enclosed
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle, Solution, Status

MAX_BOARDS = 50  # paths grown before giving up
MAX_REPAIRS = 60  # visits given circles per board, each against a second answer
TRIES = 4  # random places tried for one visit's circles
BIGGEST = 6  # cells a room grows to at most
BACKBITES = 40  # backbites per cell


def _around(cell: Cell, rows: int, cols: int) -> list[Cell]:
    i, j = cell
    return [(a, b) for a, b in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)) if 0 <= a < rows and 0 <= b < cols]


def grow_path(rows: int, cols: int, rng: random.Random) -> list[Cell]:
    """A random path through every cell (step 1): a zigzag mixed by backbites."""
    path = [(i, j if i % 2 == 0 else cols - 1 - j) for i in range(rows) for j in range(cols)]
    for _ in range(BACKBITES * rows * cols):
        if rng.random() < 0.5:
            path.reverse()
        end = path[-1]
        step = rng.choice(_around(end, rows, cols))
        k = path.index(step)
        if k != len(path) - 2:
            path[k + 1 :] = path[:k:-1]
    return path


def grow_rooms(rows: int, cols: int, rng: random.Random) -> list[list[int]]:
    """Random rooms of up to ``BIGGEST`` cells (step 2), a lone cell joined to a neighbouring room."""
    room = [[-1] * cols for _ in range(rows)]
    cells = [(i, j) for i in range(rows) for j in range(cols)]
    rng.shuffle(cells)
    count = 0
    for seed in cells:
        if room[seed[0]][seed[1]] >= 0:
            continue
        size, grown = rng.randint(2, BIGGEST), [seed]
        room[seed[0]][seed[1]] = count
        while len(grown) < size:
            free = [n for c in grown for n in _around(c, rows, cols) if room[n[0]][n[1]] < 0]
            if not free:
                break
            a, b = rng.choice(free)
            room[a][b] = count
            grown.append((a, b))
        if len(grown) == 1:
            a, b = rng.choice(_around(seed, rows, cols))
            room[seed[0]][seed[1]] = room[a][b] if room[a][b] >= 0 else count
        count += 1
    east = [[room[i][j] != room[i][j + 1] for j in range(cols - 1)] for i in range(rows)]
    south = [[room[i][j] != room[i + 1][j] for j in range(cols)] for i in range(rows - 1)]
    return enclosed(east, south)


def moved(ids: list[list[int]], cells: list[Cell], rng: random.Random) -> list[list[int]]:
    """The rooms with one of these cells moved to a neighbouring room (renumbered; a room cut in two is two)."""
    rows, cols = len(ids), len(ids[0])
    moves = [(c, n) for c in cells for n in _around(c, rows, cols) if ids[n[0]][n[1]] != ids[c[0]][c[1]]]
    if not moves:
        return ids
    (i, j), (a, b) = rng.choice(moves)
    room = [list(row) for row in ids]
    room[i][j] = room[a][b]
    east = [[room[r][c] != room[r][c + 1] for c in range(cols - 1)] for r in range(rows)]
    south = [[room[r][c] != room[r + 1][c] for c in range(cols)] for r in range(rows - 1)]
    return enclosed(east, south)


def visits(path: list[Cell], ids: list[list[int]]) -> list[tuple[int, list[Cell]]]:
    """The path's visits from the start: each its number (the k-th visit to its room) and its cells."""
    out: list[tuple[int, list[Cell]]] = []
    seen: dict[int, int] = {}
    for k, (i, j) in enumerate(path):
        if k == 0 or ids[i][j] != ids[path[k - 1][0]][path[k - 1][1]]:
            seen[ids[i][j]] = seen.get(ids[i][j], 0) + 1
            out.append((seen[ids[i][j]], []))
        out[-1][1].append((i, j))
    return out


def edges_of(path: list[Cell]) -> frozenset[Edge]:
    """The path's edges between cell centres."""
    out: set[Edge] = set()
    for a, b in itertools.pairwise(path):
        first = min(a, b)
        out.add(("h", *first) if a[0] == b[0] else ("v", *first))
    return frozenset(out)


def board(path: list[Cell], ids: list[list[int]], circles: set[Cell]) -> Puzzle:
    """The puzzle: the rooms, the circles, and the path's ends as the start and the goal."""
    rows, cols = len(ids), len(ids[0])
    tokens = [[CIRCLE if (i, j) in circles else "." for j in range(cols)] for i in range(rows)]
    for (i, j), mark in ((path[0], START), (path[-1], GOAL)):
        tokens[i][j] = mark + tokens[i][j].strip(".")
    return Puzzle.of("kaisu", tokens, ids)


@dataclass(frozen=True)
class KaisuMaker:
    """The recipe ``loopcp generate`` takes for Kaisu: it makes the whole puzzle itself (a path, not a loop)."""

    genre: Genre
    symmetric: bool = False  # the path and rooms are random: no symmetry
    regions: bool = False

    def make(self, options: Options, turns: int, clock: Clock) -> tuple[Puzzle, Solution, str, int]:
        """One unique, minimal puzzle, its answer, its grade and the boards grown; see the module docstring."""
        rows, cols = options.rows, options.cols
        rng = random.Random(options.seed)
        for tried in range(1, MAX_BOARDS + 1):
            path = grow_path(rows, cols, rng)
            ids = grow_rooms(rows, cols, rng)
            mine = edges_of(path)
            dressed = self._dressed(path, ids, mine, rng, clock)
            if dressed is None:
                continue
            ids, circles = dressed
            every = [cells for _, cells in visits(path, ids) if circles & set(cells)]
            rng.shuffle(every)
            for cells in every:
                fewer = circles - set(cells)
                if self._rival(board(path, ids, fewer), mine, clock) is None:
                    circles = fewer
            puzzle = self._faithful(board(path, ids, circles), mine, clock)
            grade = graded.grade_of(puzzle, loop=mine, clock=clock)
            if options.difficulty in (ANY, grade):
                return puzzle, Solution.from_edges(rows, cols, mine), grade, tried
        what = self.genre.name if options.difficulty == ANY else f"{options.difficulty} {self.genre.name}"
        raise NoPuzzleError(f"no {what} puzzle after {MAX_BOARDS} boards; try another seed or size")

    def _dressed(
        self, path: list[Cell], ids: list[list[int]], mine: frozenset[Edge], rng: random.Random, clock: Clock
    ) -> tuple[list[list[int]], set[Cell]] | None:
        """Rooms and circles that make the path the only answer (steps 3 and 4), or None when none were found.

        Where no visit's circles can break a rival, a cell where the two
        paths differ moves to a neighbouring room, so that the rival visits
        otherwise; circles on a visit that the move leaves wrong go.
        """
        circles: set[Cell] = set()
        for _ in range(MAX_REPAIRS):
            rival = self._rival(board(path, ids, circles), mine, clock)
            if rival is None:
                return ids, circles
            more = self._breaking(path, ids, circles, mine, rival, rng)
            if more is not None:
                circles |= more
                continue
            ids = moved(ids, sorted({c for e in rival ^ mine for c in _ends(e)}), rng)
            for k, cells in visits(path, ids):
                if len(circles & set(cells)) not in (0, k):
                    circles -= set(cells)
        return None

    def _breaking(  # noqa: PLR0917 - the board's parts, the rival and the dice
        self,
        path: list[Cell],
        ids: list[list[int]],
        circles: set[Cell],
        mine: frozenset[Edge],
        rival: frozenset[Edge],
        rng: random.Random,
    ) -> frozenset[Cell] | None:
        """Circles for one visit without any that the rival path breaks, nearest its differences first."""
        differ = {c for e in rival ^ mine for c in _ends(e)}
        open_ = [(k, cells) for k, cells in visits(path, ids) if k <= len(cells) and not circles & set(cells)]
        rng.shuffle(open_)
        open_.sort(key=lambda visit: not differ & set(visit[1]))
        answer = Solution.from_edges(len(ids), len(ids[0]), rival)
        for k, cells in open_:
            for _ in range(TRIES):
                more = frozenset(rng.sample(cells, k))
                if self.genre.violations(board(path, ids, circles | more), answer):
                    return more
        return None

    def _rival(self, puzzle: Puzzle, mine: frozenset[Edge], clock: Clock) -> frozenset[Edge] | None:
        """Another answer than ``mine``, or None when there is none."""
        result = search.solve(puzzle, max_solutions=2, time_limit=clock.left())
        if result.timed_out:
            raise TimeLimitError(OUT_OF_TIME)
        return next((s.edges() for s in result.solutions if s.edges() != mine), None)

    def _faithful(self, puzzle: Puzzle, path: frozenset[Edge], clock: Clock) -> Puzzle:
        """The generator's own check: the puzzle reads back from its text and has the grown path as its one answer."""
        text = self.genre.text
        again = formats.load(formats.dump(puzzle, text), "<generated>", text, self.genre.name)
        result = search.solve(again, max_solutions=2, time_limit=clock.left())
        if again != puzzle or result.status is not Status.UNIQUE or result.solutions[0].edges() != path:
            raise InternalError("internal error: a generated puzzle does not read back to its one answer")
        return again


def _ends(edge: Edge) -> tuple[Cell, Cell]:
    kind, i, j = edge
    return (i, j), ((i, j + 1) if kind == "h" else (i + 1, j))


def _maker() -> KaisuMaker:
    from loopcp.genres.kaisu import KAISU  # noqa: PLC0415 (the package imports this module lazily)

    return KaisuMaker(KAISU)


KAISU_MAKER = _maker()
