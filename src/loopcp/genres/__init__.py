"""The genre registries: one package per genre behind ``genres.base.Genre``.

A genre is one record (``genres.base.Genre``) in its own package, and
adding one means writing the package and adding its record to the line
that builds ``GENRES``; see docs/adding-a-genre.md.  Everything else is
derived from the records: the names and aliases ``--genre`` takes, the
recipes ``loopcp generate`` follows, the levels and engines of the
deduction rules, the judges of graded generation.  The rest of loopcp asks
the record, never a genre's name.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING

from loopcp.errors import UnsupportedError
from loopcp.genres.balanceloop import BALANCE_LOOP
from loopcp.genres.base import Genre, Linear
from loopcp.genres.castlewall import CASTLE_WALL
from loopcp.genres.countryroad import COUNTRY_ROAD
from loopcp.genres.detour import DETOUR
from loopcp.genres.dotchiloop import DOTCHI_LOOP
from loopcp.genres.doubleback import DOUBLE_BACK
from loopcp.genres.entryexit import ENTRY_EXIT
from loopcp.genres.geradeweg import GERADEWEG
from loopcp.genres.koburin import KOBURIN
from loopcp.genres.linesweeper import LINESWEEPER
from loopcp.genres.masyu import MASYU
from loopcp.genres.moonsun import MOON_SUN
from loopcp.genres.numberlink import ARUKONE, NUMBERLINK
from loopcp.genres.regionalyajilin import REGIONAL_YAJILIN
from loopcp.genres.shingoki import SHINGOKI
from loopcp.genres.simpleloop import SIMPLE_LOOP
from loopcp.genres.slitherlink import SLITHERLINK
from loopcp.genres.yajilin import YAJILIN

if TYPE_CHECKING:
    from loopcp.generation.clues import Recipe
    from loopcp.puzzle import Puzzle

GENRES: dict[str, Genre] = {
    genre.name: genre
    for genre in (
        SLITHERLINK,
        MASYU,
        COUNTRY_ROAD,
        SIMPLE_LOOP,
        YAJILIN,
        REGIONAL_YAJILIN,
        KOBURIN,
        MOON_SUN,
        CASTLE_WALL,
        GERADEWEG,
        BALANCE_LOOP,
        DOTCHI_LOOP,
        LINESWEEPER,
        SHINGOKI,
        ENTRY_EXIT,
        DOUBLE_BACK,
        DETOUR,
        NUMBERLINK,
        ARUKONE,
    )  # one entry a genre
}
DEFAULT_GENRE = SLITHERLINK.name  # how text that does not say its genre is read

# Every name --genre takes: a genre's own name, then its aliases (its puzz.link pid, every kind JSON prints).
_BY_NAME: dict[str, Genre] = {
    **{alias: genre for genre in GENRES.values() for alias in genre.aliases},
    **GENRES,
}


class _Recipes(Mapping[str, "Recipe"]):
    """The records' recipes by name, each loaded on first use: solving never loads loop growth."""

    def __getitem__(self, name: str) -> Recipe:
        for genre in GENRES.values():
            if name in genre.recipes:
                recipe: Recipe = genre.recipes[name].load()
                return recipe
        raise KeyError(name)

    def __iter__(self) -> Iterator[str]:
        return (name for genre in GENRES.values() for name in genre.recipes)

    def __len__(self) -> int:
        return sum(len(genre.recipes) for genre in GENRES.values())


RECIPES: Mapping[str, Recipe] = _Recipes()  # what ``loopcp generate`` makes, by the name people use


def genre_names() -> tuple[str, ...]:
    """The genres that can be read, by their own names, in registry order."""
    return tuple(GENRES)


def genre_choices() -> tuple[str, ...]:
    """Every name ``--genre`` takes: the genres' own names, then their aliases."""
    return tuple(dict.fromkeys((*GENRES, *_BY_NAME)))


def recipe_names() -> tuple[str, ...]:
    """The genres ``loopcp generate`` makes, in registry order."""
    return tuple(RECIPES)


def get_genre(name: str) -> Genre:
    """The genre called ``name`` (its own name or an alias), or an error that lists the choices.

    >>> get_genre("mashu").name, get_genre("superslitherlink").name
    ('masyu', 'slitherlink')
    """
    try:
        return _BY_NAME[name]
    except KeyError:
        raise UnsupportedError(f"unknown genre {name!r}; choose one of: {', '.join(genre_choices())}") from None


def canonical(name: str) -> str:
    """A genre's own name for any name or alias of it (``country`` -> ``countryroad``)."""
    return get_genre(name).name


def slink_genre() -> Genre:
    """The genre whose puzzles the Slink contest format holds."""
    return next(genre for genre in GENRES.values() if genre.slink)


def recipe_genre(name: str) -> Genre:
    """The genre that the recipe called ``name`` makes, without loading the recipe."""
    for genre in GENRES.values():
        if name in genre.recipes:
            return genre
    raise UnsupportedError(f"unknown genre {name!r}; choose one of: {', '.join(RECIPES)}")


def get_recipe(name: str) -> Recipe:
    """The recipe ``loopcp generate`` follows for ``name``, or an error that lists the choices."""
    try:
        return RECIPES[name]
    except KeyError:
        raise UnsupportedError(f"unknown genre {name!r}; choose one of: {', '.join(RECIPES)}") from None


def kind_of(puzzle: Puzzle) -> str:
    """The genre as people name this puzzle (Slitherlink with letters is SuperSlitherlink)."""
    genre = GENRES.get(puzzle.genre)
    return puzzle.genre if genre is None else genre.kind(puzzle)


__all__ = [
    "DEFAULT_GENRE",
    "GENRES",
    "RECIPES",
    "Genre",
    "Linear",
    "Recipe",
    "canonical",
    "genre_choices",
    "genre_names",
    "get_genre",
    "get_recipe",
    "kind_of",
    "recipe_genre",
    "recipe_names",
    "slink_genre",
]
