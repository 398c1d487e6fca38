"""Generation on Loopy's other grids (``--grid``): Tatham's scheme on his grids, through graded generation's pass.

His scheme (``loopy.c``, ``new_game_desc``), as on the square
(``generation.graded``):

1. grow a random loop as he grows it (``gridgrowth``) and write
   down every face's count; when the rules up to the level asked do not
   solve that full set, grow another;
2. remove clues in a seeded order while those rules still solve the
   puzzle: the square's removal pass (``graded.reduce``: batches, clues the
   last run never read, windows), asking the genre's grid judge (its
   record's ``grid_logic``, ``GridJudge``), which starts each question from
   the kept and later clues' fixpoint;
3. when the rules of the level below solve what is left, it is too easy:
   grow another loop.

Grading in Tatham's order is not quite monotone (docs/deduction.md: his
unreported step), so a run from the pass's fixpoints may settle a little
more than a run from nothing: the result is checked by runs from nothing
at its level and the level below before it is taken.  With ``any``, the
judge is CP-SAT: a removal stays while the grid's model finds no second
loop.  The Penrose grids take a random patch, drawn as his generator draws
one.  Everything depends on the seed alone.  The puzzle is written as a
game ID, read back, and solved again through ``search`` with its verifier.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Protocol

from loopcp import search
from loopcp.errors import InternalError, LoopcpError, NoPuzzleError, TimeLimitError
from loopcp.formats import tatham
from loopcp.generation.graded import reduce
from loopcp.generation.gridgrowth import border, counts, grow, rings
from loopcp.generation.judges import Judge
from loopcp.generation.options import ANY, Options
from loopcp.generation.uniqueness import OUT_OF_TIME, Clock
from loopcp.genres import recipe_genre
from loopcp.grid import GRID_NAMES
from loopcp.loopygrids import PENROSE, Geometry, geometry_of
from loopcp.loopygrids.answers import solve
from loopcp.loopygrids.ids import LoopyPuzzle, view
from loopcp.loopygrids.penrose import patch
from loopcp.puzzle import Grid, Puzzle, Solution, Status

MAX_LOOPS = 200  # loops grown before giving up on a level the grid cannot give at this size
WINDOW = 8  # clues whose questions share one start: on grids, 8 instead of the square's 16 (measured)


class GridJudge(Judge, Protocol):
    """A judge of a loop's clues on a grid, which also answers as a run from nothing would (``exact``)."""

    def exact(self, on: set[int], level: str) -> bool:
        """Whether the rules up to ``level``, run from nothing, solve the clues in ``on``."""
        ...


class _Unique:
    """``any``'s judge: the clues may go while the grid's model finds no second loop (``generation.judges.Judge``)."""

    searches_first = False

    def __init__(self, whole: LoopyPuzzle, clock: Clock) -> None:
        self.whole, self.clock = whole, clock  # the puzzle of every clue
        self.runs = 0

    def solves(self, on: set[int], level: str) -> tuple[bool, frozenset[int] | None]:
        self.runs += 1
        clues = tuple(c if f in on else None for f, c in enumerate(self.whole.clues))
        found = solve(replace(self.whole, clues=clues), time_limit=self.clock.left())
        if not found.complete and found.count < 2:
            raise TimeLimitError(OUT_OF_TIME)
        return found.count == 1, None

    def exact(self, on: set[int], level: str) -> bool:
        return self.solves(on, level)[0]

    def keep(self, k: int) -> None:
        """Nothing to build on: each question is a search of its own."""

    def expect(self, later: set[int]) -> None:
        """Nothing to build on: each question is a search of its own."""


def _grid(kind: int, rows: int, cols: int, rng: random.Random) -> Grid:
    """The grid to grow loops on: his size, and for a Penrose tiling a random patch with two faces or more."""
    for _ in range(20):
        description = patch(kind, cols, rows, rng) if kind in PENROSE else "0" if kind == 1 else None
        grid = Grid(kind, cols, rows, description)
        if len(geometry_of(grid).faces) >= 2:
            return grid
    raise LoopcpError(f"no patch of the {GRID_NAMES[kind]} tiling of {rows}x{cols} has two faces")


def make(options: Options, turns: int, clock: Clock) -> tuple[Puzzle, Solution, str, int]:
    """One puzzle on the grid ``options.grid`` names: (puzzle, its solution, its grade, loops grown)."""
    genre = recipe_genre(options.genre)
    assert genre.grid_logic is not None
    rules = genre.grid_logic.load()
    level, levels = options.difficulty, genre.levels
    below = levels[levels.index(level) - 1] if level != ANY and levels.index(level) > 0 else None
    rng = random.Random(options.seed)
    grid = _grid(GRID_NAMES.index(options.grid), options.rows, options.cols, rng)
    geometry = geometry_of(grid)
    the_rings = rings(geometry)
    for grown in range(1, MAX_LOOPS + 1):
        clock.left()
        loop = border(geometry, grow(geometry, rng, the_rings))
        full = counts(geometry, loop)
        order = list(range(len(full)))
        rng.shuffle(order)
        if level == ANY:
            whole = Puzzle(genre.name, options.rows, options.cols, (Puzzle.face_chars(full),), grid=grid)
            judge: GridJudge = _Unique(view(whole), clock)
        else:
            judge = rules.judge(geometry, full, order)
        on = set(order)
        if not judge.solves(on, level)[0]:
            continue  # the rules of this level (or, with any, uniqueness) do not hold even with every clue
        reduce(judge, [[f] for f in order], on, level, clock, batch=1, window=WINDOW)
        if level != ANY and (not judge.exact(on, level) or (below is not None and judge.exact(on, below))):
            continue  # a run from nothing does not solve it at its level, or the level below does: too easy
        clues = tuple(c if f in on else None for f, c in enumerate(full))
        puzzle = Puzzle(genre.name, options.rows, options.cols, (Puzzle.face_chars(clues),), grid=grid)
        return puzzle, _faithful(puzzle, geometry, loop, clock), rules.grade_grid(geometry, clues), grown
    raise NoPuzzleError(
        f"no {level} puzzle on the {grid.name} grid at {options.rows}x{options.cols} in {MAX_LOOPS} loops"
    )


def _faithful(puzzle: Puzzle, geometry: Geometry, loop: frozenset[tuple[int, int]], clock: Clock) -> Solution:
    """The puzzle reads back from its game ID and solves, verified, to the one loop it was made from."""
    again = tatham.parse(tatham.write(puzzle), "<generated>")
    if again != puzzle:
        raise InternalError("internal error: a generated puzzle does not read back from its own game ID")
    result = search.solve(again, max_solutions=2, time_limit=clock.left())
    if result.timed_out:
        raise TimeLimitError(OUT_OF_TIME)
    dots = geometry.dots
    pairs = frozenset((min(dots[a], dots[b]), max(dots[a], dots[b])) for a, b in loop)
    if result.status is not Status.UNIQUE or result.solutions[0].dot_pairs() != pairs:
        raise InternalError("internal error: a generated puzzle is not uniquely solved by its loop")
    return result.solutions[0]
