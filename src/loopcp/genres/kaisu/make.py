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

``--symmetry`` (a half turn or the mirror; ``refused`` says, in words,
which boards and turns no such puzzle has): the pattern is the rooms, the
circles and the places of the start and the goal, which the turn swaps;
the path, the answer, need not be symmetric.  Step 1 backbites on until
the path's ends are images; step 2 grows each room with its images
(``rooming.piece``); in step 3 the circles come an orbit at a time, the
fewest orbits that keep every visit of the path right and break the rival
(a SAT question, ``circles.breaking``: a visit's circles' images fall on
other visits, which then need circles of their own), or a cell moves with
its images where, after the move, such circles are found
(``_turned_repair``); in step 5 the circles go in groups, a circle with
its images and its visit's circles (``_groups``): none can go.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from loopcp import formats, search
from loopcp.errors import InternalError, NoPuzzleError, TimeLimitError, UnsupportedError
from loopcp.generation import graded
from loopcp.generation.options import ANY, Options
from loopcp.generation.uniqueness import OUT_OF_TIME, Clock
from loopcp.genres.base import Genre
from loopcp.genres.dressing import neighbours
from loopcp.genres.kaisu.circles import breaking, walked
from loopcp.genres.kaisu.layout import board, edges_of, grow_path, grow_rooms, joined_to, moved, renumbered, visits
from loopcp.genres.symmetry import orbit
from loopcp.grid import MIRROR, Cell, Edge
from loopcp.puzzle import Puzzle, Solution, Status

MAX_BOARDS = 50  # paths grown before giving up
MAX_REPAIRS = 60  # visits given circles per board, each against a second answer
TRIES = 4  # random places tried for one visit's circles
LOOKS = 32  # with a symmetry, moves of a cell tried per repair, each asking again for circles that break the rival


@dataclass(frozen=True)
class KaisuMaker:
    """The recipe ``loopcp generate`` takes for Kaisu: it makes the whole puzzle itself (a path, not a loop)."""

    genre: Genre
    symmetric: bool = True  # rooms, circles and the path's ends (``refused`` says where a turn cannot keep them)
    regions: bool = False

    def make(self, options: Options, turns: int, clock: Clock) -> tuple[Puzzle, Solution, str, int]:
        """One unique, minimal puzzle, its answer, its grade and the boards grown; see the module docstring."""
        rows, cols = options.rows, options.cols
        refused(self.genre.name, rows, cols, turns)
        rng = random.Random(options.seed)
        for tried in range(1, MAX_BOARDS + 1):
            path = grow_path(rows, cols, rng, turns)
            if path is None:
                continue
            ids = grow_rooms(rows, cols, rng, turns)
            mine = edges_of(path)
            dressed = self._dressed(path, ids, mine, rng, clock, turns)
            if dressed is None:
                continue
            ids, circles = dressed
            every = (
                [cells for _, cells in visits(path, ids) if circles & set(cells)]
                if turns == 1
                else _groups(path, ids, circles, turns)
            )
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

    def _dressed(  # noqa: PLR0917 - the board's parts, the dice, the clock and the symmetry
        self,
        path: list[Cell],
        ids: list[list[int]],
        mine: frozenset[Edge],
        rng: random.Random,
        clock: Clock,
        turns: int,
    ) -> tuple[list[list[int]], set[Cell]] | None:
        """Rooms and circles that make the path the only answer (steps 3 and 4), or None when none were found.

        Where no visit's circles can break a rival, a cell where the two
        paths differ moves to a neighbouring room, so that the rival visits
        otherwise; circles on a visit that the move leaves wrong go.  With a
        symmetry, circles come and go an orbit at a time, and a cell moves
        with its images (``_turned_repair``).
        """
        circles: set[Cell] = set()
        for _ in range(MAX_REPAIRS):
            rival = self._rival(board(path, ids, circles), mine, clock)
            if rival is None:
                return ids, circles
            if turns > 1:
                ids, circles = self._turned_repair(path, ids, circles, rival, rng, turns)
                continue
            more = self._breaking(path, ids, circles, mine, rival, rng)
            if more is not None:
                circles |= more
                continue
            ids = moved(ids, sorted({c for e in rival ^ mine for c in _ends(e)}), rng)
            for k, cells in visits(path, ids):
                if len(circles & set(cells)) not in (0, k):
                    circles -= set(cells)
        return None

    def _turned_repair(  # noqa: PLR0917 - the board's parts, the rival, the dice and the symmetry
        self,
        path: list[Cell],
        ids: list[list[int]],
        circles: set[Cell],
        rival: frozenset[Edge],
        rng: random.Random,
        turns: int,
    ) -> tuple[list[list[int]], set[Cell]]:
        """``_dressed``'s repair with a symmetry: rooms and circles that the rival breaks, if it finds some.

        Orbits of circles that break the rival, the fewest
        (``circles.breaking``); else a cell where the paths differ moves with
        its images to the image rooms (``layout.joined_to``), the circles left wrong
        go with their images (``_kept``), and orbits of circles are asked
        again: the first of ``LOOKS`` such moves, in random order, after
        which the rival breaks; else the first move, to try again from.
        """
        rows, cols = len(ids), len(ids[0])
        answer = Solution.from_edges(rows, cols, rival)
        theirs = walked(rival, path[0], rows * cols)

        def broken(rooms: list[list[int]], kept: set[Cell]) -> set[Cell] | None:
            if self.genre.violations(board(path, rooms, kept), answer):
                return kept
            more = breaking(visits(path, rooms), visits(theirs, rooms), kept, rows, cols, turns, rng)
            if more is None or not self.genre.violations(board(path, rooms, kept | more), answer):
                return None
            return kept | more

        found = broken(ids, circles)
        if found is not None:
            return ids, found
        differ = sorted({c for e in rival ^ edges_of(path) for c in _ends(e)})
        moves = [
            (c, n)
            for c in differ
            for n in neighbours(c, rows, cols)
            if ids[n[0]][n[1]] != ids[c[0]][c[1]] and joined_to(ids, c, n, turns) is not None
        ]
        rng.shuffle(moves)
        tried = []
        for c, n in moves[:LOOKS]:
            rooms = renumbered(joined_to(ids, c, n, turns) or ids)
            kept = _kept(path, rooms, circles, turns)
            found = broken(rooms, kept)
            if found is not None:
                return rooms, found
            tried.append((rooms, kept))
        return tried[0] if tried else (ids, circles)

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


def refused(genre: str, rows: int, cols: int, turns: int) -> None:
    """Refuse, in words, a symmetry that no puzzle with one answer can have.

    The turn must keep the pair of ends, the start and the goal, so it
    keeps each or swaps them.  Keeping each is no good: a quarter turn or
    a half turn keeps one cell at most, the middle one, and a mirror that
    keeps both ends (on its line) maps the answer to another path from
    the start to the goal with the same visits, a second answer.  So the
    turn swaps them; and a quarter turn that swapped them would make the
    half turn keep each: never.  Colour the cells as a chessboard: a path
    through every cell alternates colours, so its ends differ in colour
    exactly when the board has an even number of cells, and then the turn
    must swap colours: a half turn does on a board of one odd side and one
    even, the mirror on an even number of columns.  Every other board has
    such a path (checked on every board of up to 24 cells; the generator
    finds them by backbites).
    """
    if turns == 4:
        raise UnsupportedError(
            f"no {genre} puzzle looks the same after a quarter turn: it would keep or swap the start and the goal,"
            " so a half turn would keep each, and that keeps only the middle cell; choose rot2 or mirror"
        )
    even = rows * cols % 2 == 0
    if turns == 2 and even and rows % 2 == cols % 2:
        raise UnsupportedError(
            f"no {genre} path through every cell of a {rows}x{cols} board has ends a half turn swaps: they would share"
            " a colour on a chessboard, and a path through an even number of cells ends on two; try an odd side"
        )
    if turns == MIRROR and even and cols % 2:
        raise UnsupportedError(
            f"no {genre} path through every cell of a {rows}x{cols} board has ends the mirror swaps: they would share"
            " a colour on a chessboard, and a path through an even number of cells ends on two (ends it kept would"
            " give the mirrored answer too); try an even number of columns"
        )


def _kept(path: list[Cell], ids: list[list[int]], circles: set[Cell], turns: int) -> set[Cell]:
    """The circles without those a visit holds wrongly, and their images, until every visit holds 0 or k."""
    rows, cols = len(ids), len(ids[0])
    while True:
        wrong = {c for k, cells in visits(path, ids) if len(circles & set(cells)) not in (0, k) for c in cells}
        gone = {x for c in circles & wrong for x in orbit(c, rows, cols, turns)}
        if not gone:
            return circles
        circles = circles - gone


def _groups(path: list[Cell], ids: list[list[int]], circles: set[Cell], turns: int) -> list[list[Cell]]:
    """The circles in the groups that can go alone: a circle goes with its images and with its visit's circles."""
    rows, cols = len(ids), len(ids[0])
    group = {c: {c} for c in circles}
    links = [orbit(c, rows, cols, turns) for c in sorted(circles)]
    links += [[c for c in cells if c in circles] for _, cells in visits(path, ids)]
    for link in links:
        joined = set().union(*(group[c] for c in link)) if link else set()
        for c in joined:
            group[c] = joined
    out = {tuple(sorted(g)) for g in group.values()}
    return [list(g) for g in sorted(out)]


def _ends(edge: Edge) -> tuple[Cell, Cell]:
    kind, i, j = edge
    return (i, j), ((i, j + 1) if kind == "h" else (i + 1, j))


def _maker() -> KaisuMaker:
    from loopcp.genres.kaisu import KAISU  # noqa: PLC0415 (the package imports this module lazily)

    return KaisuMaker(KAISU)


KAISU_MAKER = _maker()
