"""Numberlink's generator: a few long paths that never run beside themselves, as a setter draws them (issue 40).

A path that runs beside itself (two of its cells side by side that do not
follow each other on it) has a short cut: the answer that takes it leaves
the cells between empty, which Numberlink's rules allow, so the puzzle has
two answers.  The paths here never do (each is an induced path of the
grid), and so their two ends are never side by side either (a pair apart,
as in every published Numberlink).  The pipeline:

1. cover the board with ``target`` such paths (``cover``): a random walk
   over covers, from one path a cell, that joins a path's end to a
   neighbouring path (its end: a join, one path less; or a cell inside it:
   a rewire, the rest of it a path of its own) wherever the joined path
   stays apart from itself, until ``target`` paths of three cells or more
   are left (plain Python, a few milliseconds at 10 x 10);
2. the paths' ends are the pairs; a second answer is looked for on
   CaDiCaL (``sat.pairs``, milliseconds), and a puzzle with one is
   dropped: one in two to three at 10 x 10, ten pairs;
3. the unique puzzle is graded (``logic.generic``, a tenth of a second),
   and kept when it grades as asked.  The engine is what limits the pairs:
   of the dataset's 10 x 10 Numberlinks it solves 2 in 30, and of unique
   covers of ten pairs about one in ten.  ``LEVEL_GRADES`` graded covers
   that miss, or ``LEVEL_COVERS`` covers, and the board is covered with
   a tenth more paths (one more, up to 14);
4. join paths whose ends touch wherever the puzzle stays unique and
   keeps its grade (``_merged``), the joins in random order, each first
   asked of CaDiCaL, then graded; at most ``MERGE_GRADES`` grades.

Measured at 10 x 10, seeds 1-4 (``benchmarks/published.py``): see
docs/notes.md's Issue 40.  Roads not taken, each measured on 100 covers
of ten pairs: covers whose joins favour long paths (longer paths, not
more solved); cutting a path where the engine stalls, then joining
elsewhere (11.4 pairs against 10.9 for covers of twelve and joins).
"""

from __future__ import annotations

import itertools
import math
import random
import time

from loopcp import search
from loopcp.errors import DeadlineError, NoPuzzleError, TimeLimitError
from loopcp.generation import graded
from loopcp.generation.options import ANY, Options
from loopcp.generation.uniqueness import OUT_OF_TIME, Clock
from loopcp.genres.base import Genre
from loopcp.grid import Cell, Edge
from loopcp.puzzle import Puzzle, Solution

FIRST_PAIRS = 0.9  # pairs of the first covers tried, times the square root of the cells: 9 at 10 x 10
LEVEL_GRADES = 6  # unique covers graded at one number of pairs before one more is allowed
LEVEL_COVERS = 60  # covers at one number of pairs before one more is allowed
LEVEL_STEP = 0.1  # pairs added to the covers after a level that gave no puzzle, a fraction of their pairs
MERGE_GRADES = 10  # joins graded (unique, and so worth a grade) before the joins stop
WALK = 300  # steps of the walk a cell, at most, before the cover is given up
MAX_COVERS = 2000  # covers in all before giving up


Path = list[Cell]


def _around(cell: Cell) -> tuple[Cell, ...]:
    i, j = cell
    return ((i + 1, j), (i, j + 1), (i - 1, j), (i, j - 1))


def apart(first: Path, second: Path) -> bool:
    """Whether ``first`` (ending where ``second`` begins, beside it) and ``second`` make a path apart from itself.

    Both are apart from themselves already; what is left is that no cell of
    ``second`` touches ``first`` but at the join.
    """
    mine = set(first)
    end = first[-1]
    return not any(n in mine and not (k == 0 and n == end) for k, c in enumerate(second) for n in _around(c))


def cover(rows: int, cols: int, rng: random.Random, target: int) -> list[Path] | None:
    """``target`` paths, each apart from itself and of three cells or more, that fill the board (None: not found).

    The walk: a random end ``c`` of a path, a random neighbour ``x`` of
    ``c`` on another path; the path takes that path from ``x`` on
    (either way), where it stays apart from itself and what is left of the
    other is no single cell.  A join (``x`` an end) is taken seven times in
    ten where there is one, while more than ``target`` paths are left;
    then rewires only, until no path is shorter than three cells.
    """
    path_of: dict[Cell, Path] = {(i, j): [(i, j)] for i in range(rows) for j in range(cols)}
    cells = list(path_of)
    count = len(cells)
    for step in range(WALK * len(cells)):
        end = rng.choice(cells)
        mine = path_of[end]
        if end not in (mine[0], mine[-1]):
            continue
        first = mine if mine[-1] == end else mine[::-1]
        near = [n for n in _around(first[-1]) if n in path_of and path_of[n] is not mine]
        if not near:
            continue
        x = rng.choice(near)
        other = path_of[x]
        k = other.index(x)
        options = [
            (taken, left)
            for taken, left in ((other[k:], other[:k]), (other[k::-1], other[k + 1 :]))
            if len(left) != 1 and (left or count > target) and apart(first, taken)
        ]
        if not options:
            continue
        joins = [o for o in options if not o[1]]
        taken, left = joins[0] if joins and rng.random() < 0.7 else rng.choice(options)
        joined = first + taken
        for c in joined:
            path_of[c] = joined
        for c in left:
            path_of[c] = left
        count -= not left
        if count <= target and step % 10 == 0:
            paths = list({id(p): p for p in path_of.values()}.values())
            if all(len(p) >= 3 for p in paths):
                return sorted(paths)
    return None


def edge_between(a: Cell, b: Cell) -> Edge:
    """The edge between two neighbouring cells."""
    (i, j), (k, _) = sorted((a, b))
    return ("h", i, j) if i == k else ("v", i, j)


def edges_of(paths: list[Path]) -> frozenset[Edge]:
    """The edges the paths draw."""
    return frozenset(edge_between(a, b) for p in paths for a, b in itertools.pairwise(p))


def clues(genre: Genre, rows: int, cols: int, paths: list[Path]) -> Puzzle:
    """The puzzle whose pairs are the paths' ends, numbered in reading order of their first ends."""
    tokens = [["."] * cols for _ in range(rows)]
    ordered = sorted(sorted((p[0], p[-1])) for p in paths)
    for n, (a, b) in enumerate(ordered, start=1):
        tokens[a[0]][a[1]] = tokens[b[0]][b[1]] = str(n)
    return Puzzle.of(genre.name, tokens)


def joins(paths: list[Path]) -> list[list[Path]]:
    """Each set of paths with two of them joined end to end where the join stays apart from itself."""
    out = []
    for a, b in itertools.combinations(range(len(paths)), 2):
        for first, second in itertools.product((paths[a], paths[a][::-1]), (paths[b], paths[b][::-1])):
            if abs(first[-1][0] - second[0][0]) + abs(first[-1][1] - second[0][1]) == 1 and apart(first, second):
                out.append([p for k, p in enumerate(paths) if k not in (a, b)] + [first + second])
    return out


class CoverMaker:
    """One Numberlink puzzle of a seed, made as the module docstring says; ``make`` is ``loopcp generate``'s recipe."""

    def __init__(self, genre: Genre, options: Options, clock: Clock) -> None:
        self.genre, self.options, self.clock = genre, options, clock
        self.rows, self.cols = options.rows, options.cols
        self.rng = random.Random(options.seed)

    def make(self) -> tuple[Puzzle, Solution, str, int]:
        """The puzzle, its answer, its grade and the covers tried."""
        target = max(2, round(FIRST_PAIRS * math.sqrt(self.rows * self.cols)))
        graded_here = covered_here = 0
        for tried in range(1, MAX_COVERS + 1):
            if graded_here >= LEVEL_GRADES or covered_here >= LEVEL_COVERS:
                target, graded_here, covered_here = target + max(1, round(target * LEVEL_STEP)), 0, 0
            covered_here += 1
            paths = cover(self.rows, self.cols, self.rng, target)
            if paths is None or not self._unique(paths):
                continue
            graded_here += 1
            grade = self._grade(paths)
            if self.options.difficulty in (ANY, grade):
                return self._finished(self._merged(paths, grade), grade, tried)
        what = "numberlink" if self.options.difficulty == ANY else f"{self.options.difficulty} numberlink"
        raise NoPuzzleError(f"no {what} puzzle after {MAX_COVERS} boards; try another seed or size")

    def _unique(self, paths: list[Path]) -> bool:
        from loopcp.sat import pairs  # noqa: PLC0415 (python-sat only when a puzzle is made)

        try:
            found = pairs.rival(
                self.rows, self.cols, [(p[0], p[-1]) for p in paths], edges_of(paths), deadline=self._deadline()
            )
        except DeadlineError:
            raise TimeLimitError(OUT_OF_TIME) from None
        return found is None

    def _deadline(self) -> float | None:
        left = self.clock.left()
        return None if left is None else time.perf_counter() + left

    def _grade(self, paths: list[Path]) -> str:
        puzzle = clues(self.genre, self.rows, self.cols, paths)
        return graded.grade_of(puzzle, loop=edges_of(paths), clock=self.clock)

    def _merged(self, paths: list[Path], grade: str) -> list[Path]:
        """The paths with pairs joined end to end wherever the puzzle stays unique and of its grade.

        Any grade will do for ``--difficulty any``: then no join is graded.
        """
        budget = MERGE_GRADES
        while budget > 0:
            tries = joins(paths)
            self.rng.shuffle(tries)
            for joined in tries:
                if not self._unique(joined):
                    continue
                if self.options.difficulty == ANY:
                    paths = joined
                    break
                budget -= 1
                if self._grade(joined) == grade:
                    paths = joined
                    break
                if budget == 0:
                    break
            else:
                return paths
        return paths

    def _finished(self, paths: list[Path], grade: str, tried: int) -> tuple[Puzzle, Solution, str, int]:
        """The puzzle read back from its text, proved unique by ``search.solve`` (not by ``sat.pairs``)."""
        from loopcp import formats  # noqa: PLC0415
        from loopcp.errors import InternalError  # noqa: PLC0415
        from loopcp.puzzle import Status  # noqa: PLC0415

        mine = edges_of(paths)
        puzzle = clues(self.genre, self.rows, self.cols, paths)
        text = self.genre.text
        again = formats.load(formats.dump(puzzle, text), "<generated>", text, self.genre.name)
        result = search.solve(again, max_solutions=2, time_limit=self.clock.left())
        if result.timed_out:
            raise TimeLimitError(OUT_OF_TIME)
        if again != puzzle or result.status is not Status.UNIQUE or result.solutions[0].edges() != mine:
            raise InternalError("internal error: a generated puzzle does not read back to its one answer")
        if self.options.difficulty == ANY:
            grade = graded.grade_of(again, loop=mine, clock=self.clock)  # the joins may have changed it
        return again, Solution.from_edges(self.rows, self.cols, mine), grade, tried
