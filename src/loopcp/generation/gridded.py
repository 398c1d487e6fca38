"""Generation on Loopy's other grids (``--grid``): the grid's own maker, its puzzle read back and solved again.

``loopygrids.make`` grows the loop and removes the clues; this module
joins it to the pipeline's contract: the genre's rules on grids decide the
levels (the record's ``grid_logic``), the puzzle is written as a game ID
and read back, solved again through ``search`` with its verifier, and its
grade is the one ``loopcp grade`` gives.
"""

from __future__ import annotations

from loopcp import search
from loopcp.errors import InternalError, TimeLimitError
from loopcp.formats import tatham
from loopcp.generation.options import Options
from loopcp.generation.uniqueness import OUT_OF_TIME, Clock
from loopcp.genres import recipe_genre
from loopcp.grid import GRID_NAMES
from loopcp.loopygrids import geometry_of
from loopcp.loopygrids.make import make as grown
from loopcp.puzzle import Puzzle, Solution, Status


def make(options: Options, turns: int, clock: Clock) -> tuple[Puzzle, Solution, str, int]:
    """One puzzle on the grid ``options.grid`` names: (puzzle, its solution, its grade, loops grown)."""
    genre = recipe_genre(options.genre)
    assert genre.grid_logic is not None
    rules = genre.grid_logic.load()

    kind = GRID_NAMES.index(options.grid)
    made = grown(
        kind,
        options.rows,
        options.cols,
        options.seed,
        level=options.difficulty,
        levels=genre.levels,
        judges=rules.judge,
        deadline=clock.deadline,
    )
    cells = "".join("." if c is None else str(c) if c < 10 else chr(ord("A") + c - 10) for c in made.clues)
    puzzle = Puzzle(genre.name, options.rows, options.cols, (cells,), grid=made.grid)
    again = tatham.parse(tatham.write(puzzle), "<generated>")
    if again != puzzle:
        raise InternalError("internal error: a generated puzzle does not read back from its own game ID")
    result = search.solve(again, max_solutions=2, time_limit=clock.left())
    if result.timed_out:
        raise TimeLimitError(OUT_OF_TIME)
    geometry = geometry_of(made.grid)
    dots = geometry.dots
    loop = frozenset((min(dots[a], dots[b]), max(dots[a], dots[b])) for a, b in made.loop)
    if result.status is not Status.UNIQUE or result.solutions[0].dot_pairs() != loop:
        raise InternalError("internal error: a generated puzzle is not uniquely solved by its loop")
    return puzzle, result.solutions[0], rules.grade_grid(geometry, made.clues), made.loops
