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

With ``--symmetry`` the cover is kept symmetric (``Turn``): each step of
the walk and each join is made with its images, so a path maps to
another path or to itself reversed, and the pattern of numbers maps to
itself.  A cell the symmetry keeps in place lies inside a path that is
its own image (the middle cell of an odd board under a half turn); one
that no such path can pass (a quarter turn's) makes ``generate`` refuse
the board in words.  Covers then have their paths in orbits, so the
number of paths steps an orbit at a time (``Turn.order``).

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
from collections.abc import Iterator

from loopcp import search
from loopcp.errors import DeadlineError, NoPuzzleError, TimeLimitError, UnsupportedError
from loopcp.generation import graded
from loopcp.generation.options import ANY, Options
from loopcp.generation.uniqueness import OUT_OF_TIME, Clock
from loopcp.genres.base import Genre
from loopcp.genres.symmetry import orbit
from loopcp.grid import Cell, Edge, edge_between
from loopcp.puzzle import Puzzle, Solution

FIRST_PAIRS = 0.9  # pairs of the first covers tried, times the square root of the cells: 9 at 10 x 10
LEVEL_GRADES = 6  # unique covers graded at one number of pairs before one more is allowed
LEVEL_COVERS = 60  # covers at one number of pairs before one more is allowed
LEVEL_STEP = 0.1  # pairs added to the covers after a level that gave no puzzle, a fraction of their pairs
MERGE_GRADES = 10  # joins graded (unique, and so worth a grade) before the joins stop
WALK = 300  # steps of the walk a cell, at most, before the cover is given up
MAX_COVERS = 2000  # covers in all before giving up


Path = list[Cell]
Link = tuple[Cell, Cell]  # an edge as its two cells, the smaller first: ((0, 0), (0, 1))


def around(cell: Cell) -> tuple[Cell, ...]:
    """The cell's four neighbours, on the board or not."""
    i, j = cell
    return ((i + 1, j), (i, j + 1), (i - 1, j), (i, j - 1))


def apart(first: Path, second: Path) -> bool:
    """Whether ``first`` (ending where ``second`` begins, beside it) and ``second`` make a path apart from itself.

    Both are apart from themselves already; what is left is that no cell of
    ``second`` touches ``first`` but at the join.
    """
    mine = set(first)
    end = first[-1]
    return not any(n in mine and not (k == 0 and n == end) for k, c in enumerate(second) for n in around(c))


def _walk(
    path_of: dict[Cell, Path], cells: list[Cell], rng: random.Random
) -> Iterator[tuple[int, Cell, Path, Cell, Path, int]]:
    """The walk's steps that reach another path: (step, end, its path ending there, x, x's path, x's place).

    A step picks a random cell; where it ends its path, a random neighbour
    ``x`` of it on another path.  ``path_of`` is read afresh at each step
    (the caller changes it between them).
    """
    for step in range(WALK * len(cells)):
        end = rng.choice(cells)
        mine = path_of[end]
        if end not in (mine[0], mine[-1]):
            continue
        first = mine if mine[-1] == end else mine[::-1]
        near = [n for n in around(first[-1]) if n in path_of and path_of[n] is not mine]
        if not near:
            continue
        x = rng.choice(near)
        other = path_of[x]
        yield step, end, first, x, other, other.index(x)


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
    for step, _, first, _, other, k in _walk(path_of, cells, rng):
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


def edges_of(paths: list[Path]) -> frozenset[Edge]:
    """The edges the paths draw."""
    return frozenset(edge_between(a, b) for p in paths for a, b in itertools.pairwise(p))


class Turn:
    """A symmetry of the board, as the orbit of each cell (``symmetry.orbit``): paths kept symmetric change in orbits.

    A cover is symmetric when its edges are: each edge's images are edges
    of the cover too.  So a path maps to another path of the cover, or to
    itself reversed (through a cell or an edge the symmetry keeps in
    place).  A change of the cover adds and removes edges; made with all
    their images (``links``), and kept only where what results is still
    paths (``rebuilt``), the cover stays symmetric.  Nothing here knows
    which symmetry it is: ``orbit`` does, the images of a cell under the
    turn ``k`` times being its orbit's ``k``-th cell, round and round.
    """

    def __init__(self, rows: int, cols: int, turns: int) -> None:
        self.rows, self.cols = rows, cols
        self.orbits = {(i, j): orbit((i, j), rows, cols, turns) for i in range(rows) for j in range(cols)}
        self.order = max(len(images) for images in self.orbits.values())  # paths an orbit has, at most

    def links(self, a: Cell, b: Cell) -> set[Link]:
        """The edge between two neighbouring cells and its images."""
        oa, ob = self.orbits[a], self.orbits[b]
        return {link(oa[k % len(oa)], ob[k % len(ob)]) for k in range(math.lcm(len(oa), len(ob)))}

    def stranded(self) -> Cell | None:
        """A cell that the symmetry keeps in place and that no symmetric cover can put on a path (None: there is none).

        A path through such a cell takes each edge of it with all its
        images: where every neighbour has more than two, that is more than
        two edges, and the cell is left alone (a quarter turn's middle cell).
        """
        return next(
            (
                c
                for c, images in self.orbits.items()
                if len(images) == 1 and all(len(self.orbits.get(n, [c, c, c])) > 2 for n in around(c))
            ),
            None,
        )


def link(a: Cell, b: Cell) -> Link:
    """The edge between two neighbouring cells as a ``Link``."""
    return (a, b) if a < b else (b, a)


def rebuilt(path_of: dict[Cell, Path], added: set[Link], removed: set[Link]) -> tuple[list[Path], list[Path]] | None:
    """The paths that those the change touches become, and those it touches (None: a cell of three edges, or a loop).

    ``path_of`` maps each cell to its path; ``removed`` are edges of the
    paths and ``added`` edges between cells of different paths or ends
    of one.
    """
    gone = list({id(path_of[c]): path_of[c] for pair in added | removed for c in pair}.values())
    at: dict[Cell, set[Cell]] = {c: set() for p in gone for c in p}
    for p in gone:
        for a, b in itertools.pairwise(p):
            at[a].add(b)
            at[b].add(a)
    for a, b in removed:
        at[a].discard(b)
        at[b].discard(a)
    for a, b in added:
        if b in at[a]:
            return None
        at[a].add(b)
        at[b].add(a)
        if len(at[a]) > 2 or len(at[b]) > 2:
            return None
    made: list[Path] = []
    seen: set[Cell] = set()
    for start, near in at.items():
        if start in seen or len(near) > 1:
            continue
        path, last = [start], None
        while nxt := [n for n in at[path[-1]] if n != last]:
            last = path[-1]
            path.append(nxt[0])
        seen.update(path)
        made.append(path)
    return None if len(seen) < len(at) else (made, gone)


def induced(path: Path) -> bool:
    """Whether the path is apart from itself: no two of its cells touch but those that follow each other."""
    at = {c: k for k, c in enumerate(path)}
    return all(abs(at.get(n, k) - k) <= 1 for k, c in enumerate(path) for n in around(c))


def replaced(path_of: dict[Cell, Path], made: list[Path]) -> None:
    """Give each cell of the paths made its new path."""
    for p in made:
        for c in p:
            path_of[c] = p


def symmetric_cover(rows: int, cols: int, rng: random.Random, target: int, turn: Turn) -> list[Path] | None:
    """``cover`` kept symmetric: each step of its walk taken with all its images, where the result is still paths apart.

    A step joins paths an orbit at a time, which may take several pairs
    at once: no step takes the cover below ``target`` paths, and it ends
    below ``target`` plus an orbit's paths (``Turn.order``): at 10 x 10
    under a half turn, whose paths go two by two, 10 paths for a target
    of 9 or 10.
    """
    path_of: dict[Cell, Path] = {(i, j): [(i, j)] for i in range(rows) for j in range(cols)}
    cells = list(path_of)
    count = len(cells)
    for step, end, first, x, other, k in _walk(path_of, cells, rng):
        options = [
            (taken, left, cut)
            for taken, left, cut in (
                (other[k:], other[:k], other[k - 1 : k + 1]),
                (other[k::-1], other[k + 1 :], other[k : k + 2]),
            )
            if len(left) != 1 and (left or count > target) and apart(first, taken)
        ]
        if not options:
            continue
        joins = [o for o in options if not o[1]]
        _, left, cut = joins[0] if joins and rng.random() < 0.7 else rng.choice(options)
        found = rebuilt(path_of, turn.links(end, x), turn.links(cut[0], cut[1]) if left else set())
        if found is None:
            continue
        made, gone = found
        if count + len(made) - len(gone) < target or not all(len(p) >= 2 and induced(p) for p in made):
            continue
        replaced(path_of, made)
        count += len(made) - len(gone)
        if count < target + turn.order and step % 10 == 0:
            paths = list({id(p): p for p in path_of.values()}.values())
            if all(len(p) >= 3 for p in paths):
                return sorted(paths)
    return None


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


def symmetric_joins(paths: list[Path], turn: Turn) -> list[list[Path]]:
    """``joins`` kept symmetric: each join made with all its images, where the result is still paths apart."""
    path_of = {c: p for p in paths for c in p}
    out: dict[frozenset[tuple[Cell, ...]], list[Path]] = {}
    for a, b in itertools.combinations(range(len(paths)), 2):
        for ea, eb in itertools.product((paths[a][0], paths[a][-1]), (paths[b][0], paths[b][-1])):
            if abs(ea[0] - eb[0]) + abs(ea[1] - eb[1]) != 1:
                continue
            found = rebuilt(path_of, turn.links(ea, eb), set())
            if found is None or not all(induced(p) for p in found[0]):
                continue
            made, gone = found
            kept = [p for p in paths if not any(p is g for g in gone)] + made
            out.setdefault(frozenset(tuple(min(p, p[::-1])) for p in kept), kept)
    return list(out.values())


def symmetry(genre: Genre, options: Options, turns: int) -> Turn:
    """The board's symmetry, or an error where a cell it keeps in place can be on no path (``Turn.stranded``)."""
    turn = Turn(options.rows, options.cols, turns)
    stranded = turn.stranded()
    if stranded is not None:
        raise UnsupportedError(
            f"--symmetry {options.symmetry} for {genre.name} leaves r{stranded[0] + 1}c{stranded[1] + 1} "
            f"of a {options.rows}x{options.cols} board on no path; choose an even size"
        )
    return turn


class CoverMaker:
    """One Numberlink puzzle of a seed, made as the module docstring says; ``make`` is ``loopcp generate``'s recipe."""

    def __init__(self, genre: Genre, options: Options, clock: Clock, turns: int = 1) -> None:
        self.genre, self.options, self.clock = genre, options, clock
        self.rows, self.cols = options.rows, options.cols
        self.rng = random.Random(options.seed)
        self.turn = None if turns == 1 else symmetry(genre, options, turns)

    def make(self) -> tuple[Puzzle, Solution, str, int]:
        """The puzzle, its answer, its grade and the covers tried."""
        target = max(2, round(FIRST_PAIRS * math.sqrt(self.rows * self.cols)))
        graded_here = covered_here = 0
        for tried in range(1, MAX_COVERS + 1):
            if graded_here >= LEVEL_GRADES or covered_here >= LEVEL_COVERS:
                step = max(1 if self.turn is None else self.turn.order, round(target * LEVEL_STEP))
                target, graded_here, covered_here = target + step, 0, 0
            covered_here += 1
            if self.turn is None:
                paths = cover(self.rows, self.cols, self.rng, target)
            else:
                paths = symmetric_cover(self.rows, self.cols, self.rng, target, self.turn)
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
            tries = joins(paths) if self.turn is None else symmetric_joins(paths, self.turn)
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
