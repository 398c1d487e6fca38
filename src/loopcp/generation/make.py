"""Generating puzzles: a random loop, every clue it implies, then clues removed while unique.

This module is the pipeline and the public door; the parts are in
``loopcp.generation``: ``options`` (what to make, checked first),
``uniqueness`` (the checker: one model per loop, witnesses, nearby loops,
windows, retries) and ``removal`` (the policy: batches, group proofs,
merges, the minimality proof).  Each genre's clue recipe is in its package
(``genres/<name>/recipe.py``).

The pipeline, for every genre:

1. grow a random single loop (``growth``);
2. write down every clue the loop implies: a count in every cell for
   Slitherlink, a pearl wherever one fits for Masyu, a partition into
   lettered regions for SuperSlitherlink;
3. check that this full set has only the one loop (if not, grow another);
4. remove clues in a seeded random order, keeping a removal only when the
   puzzle stays unique;
5. prove minimality: every clue left has a *certificate*, a second loop
   that satisfies every other clue, checked by the independent verifier;
6. write the puzzle as text, read it back, and solve it through the normal
   solve path, which must find exactly the generated loop.

Uniqueness questions all go to ONE CP-SAT model per loop (``LoopModel``
with a switch per clue): the known loop is forbidden once, by one clause,
and "is the puzzle without these clues still unique?" is one feasibility
search with those clues switched off; a loop found means "no".  Measured
in ``benchmarks/generate.py`` (see docs/notes.md): pinning the switches
as fixed values is two to three times faster than passing them as
assumptions, and both beat rebuilding the model per question.

What keeps the number and cost of searches down, each measured
(docs/notes.md) and described where it lives: batches of removals and
group proofs (``generation.removal``); stored second loops, faces moved
in plain Python, pinned windows and restarts with another setting
(``generation.uniqueness``).

The screening and grouping change which searches run, never a decision:
every decision is the one that one-at-a-time removal in the seeded order
would make, so the output depends on the seed alone.

Determinism: all randomness comes from ``random.Random(seed)``, CP-SAT runs
with one worker and a fixed seed, and every decision depends only on
whether a puzzle is unique, a mathematical fact, never on which second
loop the solver happened to find or on how long it took.  A time limit
may only abort.

SuperSlitherlink (clues from ``clues``): after the removals, adjacent
clues on the same side of the loop are merged into one letter region
while the puzzle stays unique.  A merge is not a removal: the merged
region also says that the edges between its parts are off the loop, so
the minimality proof re-checks every certificate afterwards and asks
again where one no longer holds.  At least three letter regions of two or
more cells must survive, or another loop is tried.

Roads not taken, each measured (docs/notes.md): CP-SAT assumptions instead
of pinned values (slower); a solution hint with the known loop (slower);
telling the search that the dropped clue must break (a literal per clue:
no faster for Slitherlink, slower for Masyu; one reusable constraint for
a single count: 30% faster proofs at 20x20, ten times slower at 30x30);
presolve and other search strategies (no faster); moving up to three or
four faces in the plain-Python search (few more hits, several times the
cost); a relaxed model without the circuit constraint as a quick proof of
uniqueness (it never proved one: split loops always exist).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import cast

from loopcp import formats, search
from loopcp.batches import run_many
from loopcp.errors import DeadlineError, InternalError, LoopcpError, NoPuzzleError, TimeLimitError
from loopcp.formats import knuth
from loopcp.generation import dressed, graded
from loopcp.generation.clues import Board, Recipe
from loopcp.generation.loops import grown
from loopcp.generation.options import (
    ANY,
    MAX_SIDE,
    MIN_SIDE,
    SYMMETRIES,
    Options,
    check_options,
    difficulties,
    parse_size,
)
from loopcp.generation.removal import Removal, clue_orbits
from loopcp.generation.uniqueness import OUT_OF_TIME, Checker, Clock, Stats
from loopcp.genres import get_genre, kind_of
from loopcp.puzzle import Edge, Puzzle, Solution, Status

MAX_LOOPS = 200  # loops tried before giving up; each try is one uniqueness check of the full clue set
MIN_REGIONS = 3  # SuperSlitherlink: letter regions of two or more cells a puzzle must keep

__all__ = [
    "MAX_SIDE",
    "MIN_SIDE",
    "OUT_OF_TIME",
    "SYMMETRIES",
    "Generated",
    "NoPuzzleError",
    "Options",
    "Stats",
    "TimeLimitError",
    "batch",
    "check_options",
    "difficulties",
    "generate",
    "generate_many",
    "parse_size",
]


@dataclass(frozen=True, slots=True)
class Generated:
    """A finished puzzle, its one solution, and how it was made."""

    options: Options
    puzzle: Puzzle
    solution: Solution
    seconds: float
    stats: Stats = field(compare=False)
    grade: str = ""  # the grade `loopcp grade` gives it: a level of the genre, or "unsolved"

    @property
    def clues(self) -> int:
        """How many clues the puzzle has (a letter region counts once)."""
        return get_genre(self.puzzle.genre).clue_count(self.puzzle)

    def as_json(self) -> dict[str, object]:
        """The puzzle as a JSON object: what was asked, the puzzle in its genre's text, its solution, and the effort."""
        text = formats.native(self.puzzle)
        return {
            "genre": kind_of(self.puzzle),
            **self.puzzle.board.as_json(),
            "rows": self.puzzle.rows,
            "cols": self.puzzle.cols,
            "seed": self.options.seed,
            "symmetry": self.options.symmetry,
            "difficulty": self.options.difficulty,
            "grade": self.grade,
            "clues": self.clues,
            "seconds": round(self.seconds, 6),
            "puzzle": formats.dump(self.puzzle, text),
            "solution": self.solution.as_json(),
            "stats": self.stats.as_json(),
        }


# --- the pipeline ----------------------------------------------------------------------------


def _faithful(puzzle: Puzzle, loop: frozenset[Edge], clock: Clock) -> Solution:
    """Check the generator's own output: it reads back from its text and solves to the one loop, which it returns.

    The solve runs under the puzzle's deadline too: a hard 30x30 took
    several seconds, and a time limit must end generation, not wait.
    """
    again = knuth.parse(knuth.write(puzzle), "<generated>", puzzle.genre)
    if again != puzzle:
        raise InternalError("internal error: a generated puzzle does not read back from its own text")
    result = search.solve(again, max_solutions=2, time_limit=clock.left())
    if result.timed_out:
        raise TimeLimitError(OUT_OF_TIME)
    if result.status is not Status.UNIQUE or result.solutions[0].edges() != loop:
        raise InternalError("internal error: a generated puzzle is not uniquely solved by its loop")
    return result.solutions[0]


def generate(options: Options) -> Generated:
    """One unique, minimal puzzle for these options; the same options always give the same puzzle.

    ``options.time_limit`` bounds every phase (growing a loop, building a
    model, each search): ``TimeLimitError`` within moments of it.
    """
    recipe, turns = check_options(options)
    clock = Clock(options.time_limit)
    try:
        if options.grid != "square":  # one of Loopy's other grids: its own maker (``generation.gridded``)
            from loopcp.generation import gridded  # noqa: PLC0415

            return _made(options, gridded.make, turns, clock)
        if getattr(recipe, "dress", None) is not None:  # a cell-loop genre's dresser (``generation.dressed``)
            dresser = cast("dressed.Dresser", recipe)
            return _made(options, lambda o, t, c: dressed.make(o, dresser, t, c), turns, clock)
        make = getattr(recipe, "make", None)  # a genre that makes its puzzles itself (paths, not a loop)
        if make is not None:
            return _made(options, make, turns, clock)
        if options.difficulty != ANY:
            return _graded(options, recipe, turns, clock)
        return _generate(options, recipe, turns, clock)
    except DeadlineError as exc:
        if isinstance(exc, TimeLimitError):
            raise
        raise TimeLimitError(OUT_OF_TIME) from None


def _generate(options: Options, recipe: Recipe, turns: int, clock: Clock) -> Generated:
    """The pipeline of the module docstring, for one puzzle."""
    start = time.perf_counter()
    board = Board(recipe.genre, options.rows, options.cols)
    stats = Stats()
    rng = random.Random(options.seed)
    for shape, clues in grown(recipe, board, rng, turns=turns, clock=clock, stats=stats, tries=MAX_LOOPS):
        checker = Checker(board, shape, clues, clock=clock, stats=stats)
        active = set(range(len(clues)))
        if checker.second_loop(active, set()) is not None:
            continue
        orbits = clue_orbits(clues, board.rows, board.cols, turns)
        removal = Removal(checker, recipe)
        removal.reduce(recipe.order(clues, orbits, rng), active)
        if recipe.regions:
            removal.merge(active, rng, turns)
            if turns == 1:
                orbits = [[k] for k in sorted(active)]
            else:  # the merged regions' orbits
                orbits = clue_orbits(checker.clues, board.rows, board.cols, turns, sorted(active))
            if sum(checker.clues[k].is_region for k in active) < MIN_REGIONS:
                continue
        removal.prove_minimal(orbits, active)
        puzzle = board.assemble(checker.clues[k] for k in sorted(active))
        solution = _faithful(puzzle, shape.loop, clock)
        grade = graded.grade_of(puzzle, loop=shape.loop, clock=clock)
        return Generated(options, puzzle, solution, time.perf_counter() - start, stats, grade)
    raise NoPuzzleError(f"no {options.genre} puzzle after {MAX_LOOPS} loops; try another seed or a larger board")


def _made(
    options: Options, make: Callable[..., tuple[Puzzle, Solution, str, int]], turns: int, clock: Clock
) -> Generated:
    """A puzzle from a pipeline of its own: ``make(options, turns, clock)``, which reads it back itself.

    The cell-loop genres' dressers (``generation.dressed``) and the genres
    of paths (``genres/numberlink/make.py``) make their puzzles so.
    """
    start = time.perf_counter()
    puzzle, solution, grade, tried = make(options, turns, clock)
    return Generated(options, puzzle, solution, time.perf_counter() - start, Stats(loops=tried), grade)


def _graded(options: Options, recipe: Recipe, turns: int, clock: Clock) -> Generated:
    """A puzzle of exactly the level asked (``generation.graded``), checked as every puzzle is."""
    start = time.perf_counter()
    board = Board(recipe.genre, options.rows, options.cols)
    stats = Stats()
    made = graded.make(
        options.difficulty,
        recipe,
        board,
        random.Random(options.seed),
        turns=turns,
        clock=clock,
        stats=stats,
        max_loops=MAX_LOOPS,
    )
    if made is None:
        raise NoPuzzleError(
            f"no {options.difficulty} {options.genre} puzzle after {MAX_LOOPS} loops; "
            "try another seed, another difficulty or a larger board"
        )
    grade = graded.grade_of(made.puzzle, options.difficulty, made.loop, clock=clock)
    if grade != options.difficulty:
        raise InternalError(f"internal error: a puzzle made at {options.difficulty} grades {grade}")
    solution = _faithful(made.puzzle, made.loop, clock)
    return Generated(options, made.puzzle, solution, time.perf_counter() - start, stats, grade)


def batch(options: Options, count: int) -> list[Options]:
    """The options of ``count`` puzzles: puzzle k (from 0) uses seed ``options.seed + k``.

    So the first puzzle of a batch is the puzzle of the seed alone, and any
    puzzle of a batch can be made again on its own from its seed.
    """
    return [replace(options, seed=options.seed + k) for k in range(count)]


def _attempt(options: Options) -> Generated | LoopcpError:
    """One puzzle, or the error that stopped it (run in a worker process: values in, values out)."""
    try:
        return generate(options)
    except LoopcpError as exc:
        return exc


def generate_many(
    jobs: Iterable[Options], *, workers: int = 1, cluster: str | None = None
) -> Iterator[Generated | LoopcpError]:
    """Each job's puzzle, or the error that stopped it, in the order of ``jobs``.

    With ``workers`` > 1 (0: one per core) the puzzles are made in that
    many processes, and with ``cluster`` on a Dask cluster
    (``batches.run_many``), one puzzle per task, each with a single
    CP-SAT worker; OR-Tools objects never cross a process boundary
    (options go in, plain values come out), and each puzzle depends only
    on its options, so the output is the same wherever it is made.
    """
    yield from run_many(_attempt, jobs, jobs=workers, cluster=cluster)
