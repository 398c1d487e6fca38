"""Arukone's generator: random paths that fill the board, their ends kept as clues.

Loop genres are made by dressing one loop in clues (``generation``); a
puzzle of paths has its own small pipeline instead (Numberlink's, whose
paths never run beside themselves, is ``cover``'s):

1. grow paths: every cell starts as a path of its own, and random ends of
   two different paths that touch are joined while both paths stay short
   (at most ``cells / 4`` cells, so that there are several), until no
   join is left.  A cell left alone joins a neighbouring path, cut off to
   end beside it where need be (``_adopt``); one that cannot makes the
   board fail, and another is grown: every path needs two cells;
2. the two ends of each path are a pair of equal numbers;
3. repair: while the solver finds a second answer, cut one of the paths
   at an edge the rival does not use (both pieces keep two cells or more),
   which gives one more pair and rules that rival out;
4. join paths whose ends touch back into one wherever the puzzle stays
   unique (``_merged``): repairs cut more than they must;
5. read the puzzle back from its text and solve it again: it must have one
   answer, the paths grown;
6. grade it with the generic engine (``logic.generic``); with
   ``--difficulty``, boards are grown until one grades as asked.

Numbers go only in pairs, by joining two paths (step 4): every number is
an end, and a pair without both ends is no puzzle.

With ``--symmetry`` every join, adoption and cut is made with its images
(``symmetric_grow``, ``symmetric_cut``, ``_merged_symmetric``), the
paths' edges kept symmetric as ``cover.Turn`` says, so the pattern of
numbers is symmetric too (the numbers themselves are a path's, and differ).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from dataclasses import dataclass

from loopcp import formats, search
from loopcp.errors import InternalError, NoPuzzleError, TimeLimitError
from loopcp.generation import graded
from loopcp.generation.options import ANY, Options
from loopcp.generation.uniqueness import OUT_OF_TIME, Clock
from loopcp.genres.base import Genre
from loopcp.genres.numberlink.cover import (
    CoverMaker,
    Link,
    Turn,
    around,
    clues,
    edges_of,
    link,
    rebuilt,
    replaced,
    symmetry,
)
from loopcp.grid import Cell, Edge, edge_between, edge_ends
from loopcp.puzzle import Puzzle, Solution, Status

MAX_BOARDS = 200  # boards of paths grown before giving up
MAX_GROWN = 100  # boards grown in plain Python for one that fills (measured at 10x10: one in six does)
MAX_REPAIRS = 80  # cuts per board
ONE_CUT_UP_TO = 100  # cells: on a board this small, one cut per second answer (``cut``)
MERGE_TRIES = 30  # joins of two paths that fail (the puzzle would have a second answer) before giving up


def grow(rows: int, cols: int, rng: random.Random) -> list[list[Cell]] | None:
    """Paths of two cells or more that fill the board (None: a cell was left alone)."""
    longest = max(2, rows * cols // 4)
    path_of: dict[Cell, list[Cell]] = {(i, j): [(i, j)] for i in range(rows) for j in range(cols)}
    while True:
        joins = [
            (a, b)
            for a, mine in path_of.items()
            if a in (mine[0], mine[-1])
            for b in ((a[0] + 1, a[1]), (a[0], a[1] + 1), (a[0] - 1, a[1]), (a[0], a[1] - 1))
            if b in path_of
            and path_of[b] is not mine
            and b in (path_of[b][0], path_of[b][-1])
            and len(mine) + len(path_of[b]) <= longest
        ]
        if not joins:
            break
        a, b = rng.choice(joins)
        first, second = path_of[a], path_of[b]
        first = first if first[-1] == a else first[::-1]
        second = second if second[0] == b else second[::-1]
        joined = first + second
        for cell in joined:
            path_of[cell] = joined
    for cell in [c for c, p in path_of.items() if len(p) == 1]:
        _adopt(cell, path_of)
    paths = list({id(p): p for p in path_of.values()}.values())
    return None if any(len(p) < 2 for p in paths) else paths


def _adopt(cell: Cell, path_of: dict[Cell, list[Cell]]) -> None:
    """Give a cell left alone to a neighbouring path: at its end, or where it is cut off to end there.

    Cutting a path at a neighbour ``u`` leaves ``u`` the end of the piece
    it closes; the cell joins that piece, and the other piece must keep two
    cells.
    """
    i, j = cell
    for u in ((i + 1, j), (i, j + 1), (i - 1, j), (i, j - 1)):
        path = path_of.get(u)
        if path is None or len(path) < 2:
            continue
        k = path.index(u)
        for piece, rest in ((path[: k + 1], path[k + 1 :]), (path[k:][::-1], path[:k])):
            if len(rest) == 1:
                continue
            grown = [*piece, cell]
            for c in grown:
                path_of[c] = grown
            for c in rest:
                path_of[c] = rest
            return


def _touch(a: Cell, b: Cell) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def cut(paths: list[list[Cell]], rival: frozenset[Edge], rng: random.Random) -> list[list[Cell]] | None:
    """The paths with one cut at an edge the rival does not draw, both pieces of two cells or more (None: none).

    On a board of more than ``ONE_CUT_UP_TO`` cells, one cut in each part of
    the board where the rival differs (``cut_everywhere``).
    """
    if sum(len(p) for p in paths) > ONE_CUT_UP_TO:
        return cut_everywhere(paths, rival, rng)
    places = [
        (n, k) for n, p in enumerate(paths) for k in range(2, len(p) - 1) if edge_between(p[k - 1], p[k]) not in rival
    ]
    if not places:
        return None
    n, k = rng.choice(places)
    return [*paths[:n], paths[n][:k], paths[n][k:], *paths[n + 1 :]]


def cut_everywhere(paths: list[list[Cell]], rival: frozenset[Edge], rng: random.Random) -> list[list[Cell]] | None:
    """The paths cut once in each part of the board where the rival differs (None: no cut is possible).

    A rival that differs in several places is as many ambiguities, each
    of its own: a cut in each rules them all out at once, where one cut a
    solve took a solve per place (20 x 20 Arukone, seed 1: 64 solves and
    79 s before, 16 solves and 15 s after).  It leaves more pairs than
    needed, so small boards, whose solves take milliseconds, are cut once
    a solve.
    """
    find = _parts(paths, rival)
    places: dict[Cell, list[tuple[int, int]]] = {}
    for n, p in enumerate(paths):
        for k in range(2, len(p) - 1):
            if edge_between(p[k - 1], p[k]) not in rival:
                places.setdefault(find(p[k]), []).append((n, k))
    if not places:
        return None
    chosen: dict[int, list[int]] = {}
    for part in sorted(places):
        n, k = rng.choice(places[part])
        chosen.setdefault(n, []).append(k)
    out: list[list[Cell]] = []
    for n, p in enumerate(paths):
        start = 0
        for k in sorted(chosen.get(n, ())):
            if k - start >= 2 and len(p) - k >= 2:
                out.append(p[start:k])
                start = k
        out.append(p[start:])
    return out


def _parts(paths: list[list[Cell]], rival: frozenset[Edge]) -> Callable[[Cell], Cell]:
    """The parts of the board where the rival differs from the paths: each cell's part, named by one of its cells."""
    parent: dict[Cell, Cell] = {}

    def find(c: Cell) -> Cell:
        while parent.setdefault(c, c) != c:
            parent[c] = parent[parent[c]]
            c = parent[c]
        return c

    mine = edges_of(paths)
    for a, b in (edge_ends(e) for e in sorted(mine ^ rival)):
        parent[find(a)] = find(b)
    return find


def symmetric_grow(rows: int, cols: int, rng: random.Random, turn: Turn) -> list[list[Cell]] | None:
    """``grow`` kept symmetric: each join and each adoption made with all its images (``cover.Turn``)."""
    longest = max(2, rows * cols // 4)
    path_of: dict[Cell, list[Cell]] = {(i, j): [(i, j)] for i in range(rows) for j in range(cols)}
    refused: set[Link] = set()
    while True:
        joins = [
            (a, b)
            for a, mine in path_of.items()
            if a in (mine[0], mine[-1])
            for b in around(a)
            if b in path_of
            and path_of[b] is not mine
            and b in (path_of[b][0], path_of[b][-1])
            and len(mine) + len(path_of[b]) <= longest
            and link(a, b) not in refused
        ]
        if not joins:
            break
        a, b = rng.choice(joins)
        found = rebuilt(path_of, turn.links(a, b), set())
        if found is None or any(len(p) > longest for p in found[0]):
            refused.add(link(a, b))
            continue
        replaced(path_of, found[0])
    for cell in [c for c, p in path_of.items() if len(p) == 1]:
        if len(path_of[cell]) == 1:
            _adopt_symmetric(cell, path_of, turn)
    paths = list({id(p): p for p in path_of.values()}.values())
    return None if any(len(p) < 2 for p in paths) else paths


def _adopt_symmetric(cell: Cell, path_of: dict[Cell, list[Cell]], turn: Turn) -> None:
    """``_adopt`` kept symmetric: the cell and its images join their neighbours' paths together."""
    for u in around(cell):
        path = path_of.get(u)
        if path is None or len(path) < 2:
            continue
        k = path.index(u)
        for rest, cut_at in ((path[k + 1 :], path[k : k + 2]), (path[:k], path[k - 1 : k + 1])):
            if len(rest) == 1:
                continue
            found = rebuilt(path_of, turn.links(u, cell), turn.links(*cut_at) if rest else set())
            if found is not None and all(len(p) >= 2 for p in found[0]):
                replaced(path_of, found[0])
                return


def symmetric_cut(
    paths: list[list[Cell]], rival: frozenset[Edge], rng: random.Random, turn: Turn
) -> list[list[Cell]] | None:
    """``cut`` kept symmetric: each cut made with its images, where every piece keeps two cells (None: no cut is).

    One cut at random on a board of up to ``ONE_CUT_UP_TO`` cells, one in
    each part where the rival differs on a larger one, as ``cut`` does.
    """
    part = _parts(paths, rival) if sum(len(p) for p in paths) > ONE_CUT_UP_TO else lambda c: (0, 0)
    places: dict[Cell, list[Link]] = {}
    for p in paths:
        for k in range(2, len(p) - 1):
            if edge_between(p[k - 1], p[k]) not in rival:
                places.setdefault(part(p[k]), []).append(link(p[k - 1], p[k]))
    path_of = {c: p for p in paths for c in p}
    removed: set[Link] = set()
    for name in sorted(places):
        for a, b in rng.sample(places[name], len(places[name])):
            found = rebuilt(path_of, set(), removed | turn.links(a, b))
            if found is not None and all(len(p) >= 2 for p in found[0]):
                removed |= turn.links(a, b)
                break
    found = rebuilt(path_of, set(), removed) if removed else None
    if found is None:
        return None
    made, gone = found
    return [p for p in paths if not any(p is g for g in gone)] + made


@dataclass(frozen=True)
class PathMaker:
    """The recipe ``loopcp generate`` takes for a genre of paths: it makes the whole puzzle itself."""

    genre: Genre
    symmetric: bool = True  # the paths grown, joined and cut with their images: a symmetric pattern of numbers
    regions: bool = False
    cover: bool = False  # whether ``cover`` makes the puzzle: Numberlink's, whose paths never run beside themselves

    def make(self, options: Options, turns: int, clock: Clock) -> tuple[Puzzle, Solution, str, int]:
        """One unique puzzle, its answer, its grade and the boards grown; see the module docstring."""
        if self.cover:
            return CoverMaker(self.genre, options, clock, turns).make()
        rows, cols = options.rows, options.cols
        rng = random.Random(options.seed)
        turn = None if turns == 1 else symmetry(self.genre, options, turns)
        for tried in range(1, MAX_BOARDS + 1):
            grown = (
                grow(rows, cols, rng) if turn is None else symmetric_grow(rows, cols, rng, turn)
                for _ in range(MAX_GROWN)
            )
            paths = next(filter(None, grown), None)
            for _ in range(MAX_REPAIRS):
                if paths is None:
                    break
                puzzle = clues(self.genre, rows, cols, paths)
                mine = edges_of(paths)
                rival = self._rival(puzzle, mine, clock)
                if rival is None:
                    break
                paths = cut(paths, rival, rng) if turn is None else symmetric_cut(paths, rival, rng, turn)
            else:
                continue
            if paths is None:
                continue
            if turn is None:
                paths = self._merged(paths, rows, cols, rng, clock)
            else:
                paths = self._merged_symmetric(paths, rng, clock, turn)
            mine = edges_of(paths)
            puzzle = self._faithful(clues(self.genre, rows, cols, paths), mine, clock)
            grade = graded.grade_of(puzzle, loop=mine, clock=clock)
            if options.difficulty in (ANY, grade):
                return puzzle, Solution.from_edges(rows, cols, mine), grade, tried
        what = self.genre.name if options.difficulty == ANY else f"{options.difficulty} {self.genre.name}"
        raise NoPuzzleError(f"no {what} puzzle after {MAX_BOARDS} boards; try another seed or size")

    def _merged(
        self, paths: list[list[Cell]], rows: int, cols: int, rng: random.Random, clock: Clock
    ) -> list[list[Cell]]:
        """The paths with pairs joined end to end wherever the puzzle stays unique: fewer, longer paths.

        Repairs cut more than they must (a cut rules out one second answer,
        and later cuts may rule it out again), so two paths whose ends touch
        are joined back, one join at a time in random order, kept when the
        solver finds no second answer.  At most ``MERGE_TRIES`` joins that
        fail are tried, a third as many on boards over ``ONE_CUT_UP_TO``
        cells, whose solves take a second each.  10x10, seeds 1 and 2:
        Arukone from 26 and 19 pairs to 15 and 15 (1.0 and 0.5 s to 2.3 and
        1.6 s), Numberlink from 33 and 28 to 17 and 21 (2.5 and 1.1 s to 6.1
        and 3.4 s); 20x20 Arukone, seed 1: from 86 pairs to 79, 15 s to 27 s.
        """
        budget = MERGE_TRIES if rows * cols <= ONE_CUT_UP_TO else MERGE_TRIES // 3
        failed = 0
        tried: set[tuple[Cell, Cell]] = set()
        while failed < budget:
            joins = [
                (a, b, ea, eb)
                for a, b in itertools.combinations(range(len(paths)), 2)
                for ea in (paths[a][0], paths[a][-1])
                for eb in (paths[b][0], paths[b][-1])
                if _touch(ea, eb) and (ea, eb) not in tried
            ]
            if not joins:
                return paths
            a, b, ea, eb = rng.choice(joins)
            tried.add((ea, eb))
            first = paths[a] if paths[a][-1] == ea else paths[a][::-1]
            second = paths[b] if paths[b][0] == eb else paths[b][::-1]
            merged = [p for k, p in enumerate(paths) if k not in (a, b)] + [first + second]
            if self._rival(clues(self.genre, rows, cols, merged), edges_of(merged), clock) is None:
                paths = merged
            else:
                failed += 1
        return paths

    def _merged_symmetric(
        self, paths: list[list[Cell]], rng: random.Random, clock: Clock, turn: Turn
    ) -> list[list[Cell]]:
        """``_merged`` kept symmetric: each join made with its images, where the result is still paths."""
        rows, cols = turn.rows, turn.cols
        budget = MERGE_TRIES if rows * cols <= ONE_CUT_UP_TO else MERGE_TRIES // 3
        failed = 0
        tried: set[Link] = set()
        while failed < budget:
            path_of = {c: p for p in paths for c in p}
            joins = [
                (ea, eb)
                for a, b in itertools.combinations(range(len(paths)), 2)
                for ea in (paths[a][0], paths[a][-1])
                for eb in (paths[b][0], paths[b][-1])
                if _touch(ea, eb) and link(ea, eb) not in tried
            ]
            if not joins:
                return paths
            ea, eb = rng.choice(joins)
            links = turn.links(ea, eb)
            tried |= links
            found = rebuilt(path_of, links, set())
            if found is None:
                continue
            made, gone = found
            merged = [p for p in paths if not any(p is g for g in gone)] + made
            if self._rival(clues(self.genre, rows, cols, merged), edges_of(merged), clock) is None:
                paths = merged
            else:
                failed += 1
        return paths

    def _rival(self, puzzle: Puzzle, mine: frozenset[Edge], clock: Clock) -> frozenset[Edge] | None:
        """Another answer than ``mine``, or None when there is none.

        A search for two answers, not one with ``mine`` forbidden: measured,
        the second answer of an enumeration that found ``mine`` first lies
        near it, and differs in several small places, each of which a cut
        rules out (``cut``); a search with ``mine`` forbidden finds one far
        away, and took three times the solves (20 x 20 Arukone, seed 1: 56
        against 16).
        """
        result = search.solve(puzzle, max_solutions=2, time_limit=clock.left())
        if result.timed_out:
            raise TimeLimitError(OUT_OF_TIME)
        return next((s.edges() for s in result.solutions if s.edges() != mine), None)

    def _faithful(self, puzzle: Puzzle, paths: frozenset[Edge], clock: Clock) -> Puzzle:
        """The generator's own check: the puzzle reads back from its text and has the grown paths as its one answer."""
        text = self.genre.text
        again = formats.load(formats.dump(puzzle, text), "<generated>", text, self.genre.name)
        result = search.solve(again, max_solutions=2, time_limit=clock.left())
        if again != puzzle or result.status is not Status.UNIQUE or result.solutions[0].edges() != paths:
            raise InternalError("internal error: a generated puzzle does not read back to its one answer")
        return again


def _makers() -> tuple[PathMaker, PathMaker]:
    from loopcp.genres.numberlink import ARUKONE, NUMBERLINK  # noqa: PLC0415 (the package imports this module lazily)

    return PathMaker(NUMBERLINK, cover=True), PathMaker(ARUKONE)


NUMBERLINK_MAKER, ARUKONE_MAKER = _makers()
