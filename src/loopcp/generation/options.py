"""What to generate: the options, read and checked before any work starts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from loopcp.errors import UnsupportedError
from loopcp.genres import GENRES, RECIPES, recipe_genre
from loopcp.grid import GRID_NAMES, MIRROR
from loopcp.logic import genre_levels

if TYPE_CHECKING:
    from loopcp.generation.clues import Recipe

SYMMETRIES = {"none": 1, "rot2": 2, "rot4": 4, "mirror": MIRROR}  # name -> the images of a cell (grid.image)
MIN_SIDE, MAX_SIDE = 2, 100  # board sides accepted, in cells
# What ``loopcp generate`` makes unless told (the library's default is ANY): see docs/generation.md.
ANY = "any"  # the difficulty of the ungraded mode: unique and minimal, whatever the rules make of it
DEFAULT_DIFFICULTY = {  # each recipe's genre's record says it (``Genre.made_at``): its top level unless told
    name: genre.made_at for genre in GENRES.values() for name in genre.recipes
}


@dataclass(frozen=True, slots=True)
class Options:
    """What to generate: ``genre`` is slitherlink, masyu or superslitherlink; the size is in cells."""

    genre: str
    rows: int
    cols: int
    seed: int
    symmetry: str = "none"
    time_limit: float | None = None
    difficulty: str = ANY  # a deduction level of the genre, or "any": unique and minimal whatever the difficulty
    grid: str = "square"  # one of Loopy's grids (``grid.GRID_NAMES``), for a genre that plays on them


# Loopy's smallest sizes per grid type (his GRIDLIST): both sides at least the first, one at least the second.
GRID_SMALLEST: tuple[tuple[int, int], ...] = (
    *((3, 3), (3, 3), (3, 3), (3, 3), (3, 4), (3, 3), (3, 3), (3, 3)),
    *((1, 2), (2, 2), (2, 2), (3, 3), (3, 3), (2, 2), (3, 3), (2, 2)),
)
# The genres made on Loopy's other grids: those whose record has rules for them (it grades their puzzles).
PLAYS_ON_GRIDS = " and ".join(g.name for g in GENRES.values() if g.grid_logic is not None)


def difficulties(genre: str) -> tuple[str, ...]:
    """The difficulties ``generate`` takes for a genre: its deduction levels, easiest first, then "any"."""
    levels = recipe_genre(genre).levels if genre in RECIPES else genre_levels(genre)
    return (*levels, ANY)


def parse_size(text: str) -> tuple[int, int]:
    """Rows and columns from ``MxN`` (M rows by N columns), e.g. ``10x15``."""
    parts = text.lower().split("x")
    if len(parts) != 2 or not all(p.isdigit() for p in parts):
        raise UnsupportedError(f"expected a size MxN such as 10x10 (M rows by N columns), got {text!r}")
    return int(parts[0]), int(parts[1])


def check_options(options: Options) -> tuple[Recipe, int]:
    """The genre's recipe and the symmetry's number of rotations, or an error that says what is wrong."""
    recipe = RECIPES.get(options.genre)
    if recipe is None:
        raise UnsupportedError(f"unknown genre {options.genre!r}; choose one of: {', '.join(RECIPES)}")
    turns = SYMMETRIES.get(options.symmetry)
    if turns is None:
        raise UnsupportedError(f"unknown symmetry {options.symmetry!r}; choose one of: {', '.join(SYMMETRIES)}")
    if not (MIN_SIDE <= options.rows <= MAX_SIDE and MIN_SIDE <= options.cols <= MAX_SIDE):
        raise UnsupportedError(
            f"expected between {MIN_SIDE} and {MAX_SIDE} rows and columns, got {options.rows}x{options.cols}"
        )
    if turns == 4 and options.rows != options.cols:
        raise UnsupportedError(f"--symmetry rot4 needs a square board, got {options.rows}x{options.cols}")
    if (
        (turns > 1 and not recipe.symmetric)
        or (turns == 4 and not getattr(recipe, "quarter_turn", True))
        or (turns == MIRROR and not getattr(recipe, "mirror", True))
    ):
        raise UnsupportedError(f"--symmetry {options.symmetry} is not supported for {options.genre}")
    if options.grid != "square":
        _check_grid(options)
    choices = difficulties(options.genre)
    if options.difficulty not in choices:
        raise UnsupportedError(
            f"unknown difficulty {options.difficulty!r} for {options.genre}; choose one of: {', '.join(choices)}"
        )
    return recipe, turns


def _check_grid(options: Options) -> None:
    """A grid other than the square: one of Loopy's, for the genre Loopy plays, without symmetry."""
    if options.grid not in GRID_NAMES:
        raise UnsupportedError(f"unknown grid {options.grid!r}; choose one of: {', '.join(GRID_NAMES)}")
    genre = recipe_genre(options.genre)
    if genre.grid_logic is None or genre.name != options.genre:
        raise UnsupportedError(f"--grid {options.grid} makes {PLAYS_ON_GRIDS}; {options.genre} is made on the square")
    if options.symmetry != "none":
        raise UnsupportedError(f"--symmetry is for the square grid, not the {options.grid} grid")
    both, one = GRID_SMALLEST[GRID_NAMES.index(options.grid)]
    if min(options.rows, options.cols) < both or max(options.rows, options.cols) < one:
        need = f"both at least {both}" + (f", and one at least {one}" if one > both else "")
        raise UnsupportedError(
            f"the {options.grid} grid needs rows and columns {need} (as Loopy asks), got {options.rows}x{options.cols}"
        )
